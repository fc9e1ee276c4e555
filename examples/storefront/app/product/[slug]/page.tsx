import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { inVisitorCurrency } from '@/lib/currency/visitorCurrency';
import { productBySlug, similarProducts } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { ProductDetail } from '@/modules/products/ProductDetail';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await productBySlug((await params).slug);
  return found ? { title: found.name, description: found.description?.slice(0, 160) } : { title: 'Product not found' };
}

/** `/product/{slug}` (spec C2): the product with similar products; 404 if unknown. */
export default async function ProductPage({ params }: Props) {
  const found = await productBySlug((await params).slug);
  if (!found) notFound();
  const [similar, kiosk, price] = await Promise.all([
    similarProducts(found.sku),
    isKiosk(),
    inVisitorCurrency(found.price),
  ]);
  return <ProductDetail product={found} price={price} similar={similar} kiosk={kiosk} />;
}
