import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { helpline, storeBySlug } from '@/lib/data/stores';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbJsonLd';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { structuredDataContext } from '@/lib/seo/request';
import { storeJsonLd } from '@/lib/seo/storeJsonLd';
import { isContentPath } from '@/modules/content/helpLinks';
import { JsonLd } from '@/modules/seo/JsonLd';
import { StoreDetail, storeCrumbs } from '@/modules/stores/StoreDetail';
import { addressLine } from '@/modules/stores/storeText';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function store(slug: string) {
  return isContentPath([slug]) ? storeBySlug(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await store((await params).slug);
  if (!found) return { title: 'Store not found' };
  return pageMetadata({
    title: found.title,
    description: `${found.title}: ${addressLine(found)}. Opening hours and directions.`,
    path: `/stores/${found.slug}`,
  });
}

/** `/stores/{slug}`: the store's page, stated as a schema.org store; 404 for an unknown store. */
export default async function StorePage({ params }: Props) {
  const found = await store((await params).slug);
  if (!found) notFound();
  const [line, { origin, nonce }] = await Promise.all([helpline(), structuredDataContext()]);
  return (
    <>
      <StoreDetail store={found} helpline={line} />
      <JsonLd nonce={nonce} nodes={[storeJsonLd(origin, found), breadcrumbJsonLd(origin, storeCrumbs(found))]} />
    </>
  );
}
