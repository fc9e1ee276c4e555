import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { inVisitorCurrency } from '@/lib/currency/visitorCurrency';
import { productBySlug, similarProducts } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbJsonLd';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { productJsonLd } from '@/lib/seo/productJsonLd';
import { structuredDataContext } from '@/lib/seo/request';
import { ProductDetail } from '@/modules/products/ProductDetail';
import { productCrumbs } from '@/modules/products/productCrumbs';
import { JsonLd } from '@/modules/seo/JsonLd';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await productBySlug((await params).slug);
  if (!found) return { title: 'Product not found' };
  const by = found.authors.length ? ` by ${found.authors.join(', ')}` : '';
  return pageMetadata({
    title: found.name,
    description: found.description || `${found.name}${by}${found.format ? `, ${found.format}` : ''}, from Koorong.`,
    path: `/product/${found.slug}`,
    image: found.imageUrl ? { url: found.imageUrl, alt: `Cover of ${found.name}` } : undefined,
    card: 'summary',
  });
}

/** `/product/{slug}` (spec C2): the product with similar products, stated as a schema.org product; 404 if unknown. */
export default async function ProductPage({ params }: Props) {
  const found = await productBySlug((await params).slug);
  if (!found) notFound();
  const [similar, kiosk, price, { origin, nonce }] = await Promise.all([
    similarProducts(found.sku),
    isKiosk(),
    inVisitorCurrency(found.price),
    structuredDataContext(),
  ]);
  return (
    <>
      <ProductDetail product={found} price={price} similar={similar} kiosk={kiosk} />
      <JsonLd
        nonce={nonce}
        nodes={[
          productJsonLd(origin, found, { ratingCount: found.ratingCount }),
          breadcrumbJsonLd(origin, productCrumbs(found)),
        ]}
      />
    </>
  );
}
