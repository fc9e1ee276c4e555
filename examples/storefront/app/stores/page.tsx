import type { Metadata } from 'next';
import { helpline, storeList } from '@/lib/data/stores';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { StoreList } from '@/modules/stores/StoreList';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Our stores',
  description: 'Find a Koorong store near you: addresses, opening hours and directions.',
  path: '/stores',
});

/** `/stores`: every store from content with its address, and the store-locator helpline. */
export default async function StoresPage() {
  const [stores, line] = await Promise.all([storeList(), helpline()]);
  return <StoreList stores={stores} helpline={line} />;
}
