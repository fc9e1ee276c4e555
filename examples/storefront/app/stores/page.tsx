import type { Metadata } from 'next';
import { helpline, storeList } from '@/lib/data/stores';
import { StoreList } from '@/modules/stores/StoreList';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Our stores',
  description: 'Find a Koorong store near you: addresses, opening hours and directions.',
};

/** `/stores`: every store from content with its address, and the store-locator helpline. */
export default async function StoresPage() {
  const [stores, line] = await Promise.all([storeList(), helpline()]);
  return <StoreList stores={stores} helpline={line} />;
}
