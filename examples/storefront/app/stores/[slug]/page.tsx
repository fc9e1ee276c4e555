import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { helpline, storeBySlug } from '@/lib/data/stores';
import { isContentPath } from '@/modules/content/helpLinks';
import { StoreDetail } from '@/modules/stores/StoreDetail';
import { addressLine } from '@/modules/stores/storeText';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function store(slug: string) {
  return isContentPath([slug]) ? storeBySlug(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await store((await params).slug);
  return found
    ? { title: found.title, description: `${found.title}: ${addressLine(found)}. Opening hours and directions.` }
    : { title: 'Store not found' };
}

/** `/stores/{slug}`: the store's page; 404 for an unknown store. */
export default async function StorePage({ params }: Props) {
  const found = await store((await params).slug);
  if (!found) notFound();
  return <StoreDetail store={found} helpline={await helpline()} />;
}
