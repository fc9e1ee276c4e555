import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readPlacedOrder } from '@/lib/data/checkout';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { OrderConfirmation } from '@/modules/checkout/OrderConfirmation';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Thank you for your order',
  path: '/checkout/confirmation',
  noindex: true,
});

/** `/checkout/confirmation?order=`: the order just placed, for the shopper who placed it; any other number is 404. */
export default async function Confirmation({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { order } = await searchParams;
  const placed = typeof order === 'string' ? await readPlacedOrder(order) : null;
  if (!placed) notFound();
  return <OrderConfirmation order={placed} />;
}
