import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { ProcessingOrder } from '@/modules/checkout/ProcessingOrder';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Placing your order',
  path: '/checkout/processing',
  noindex: true,
});

/** `/checkout/processing?attempt=`: places the checkout's attempt, once, then moves on. */
export default async function Processing({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { attempt } = await searchParams;
  return <ProcessingOrder attempt={typeof attempt === 'string' ? attempt : null} />;
}
