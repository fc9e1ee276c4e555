import type { Metadata } from 'next';
import { openSharedWishlist } from '@/lib/data/wishlists';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { SharedWishlistMissing, SharedWishlistView } from '@/modules/wishlists/SharedWishlistView';

// One shopper's list behind a private token: read on every request, never cached or indexed.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Shared wishlist', path: '/wishlist/shared', noindex: true }),
  robots: { index: false, follow: true },
};

/** The back end's share tokens: URL-safe base64 (`token` of `POST wishlist/generate-link`), never longer than this. */
const SHARE_TOKEN = /^[\w-]{1,256}$/;

/**
 * `/wishlist/shared?token=…`: the page the back end's share links (generate-link, push-link) point at, showing the
 * shared wishlist read-only to anyone holding the link.
 */
export default async function SharedWishlistPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const wishlist = typeof token === 'string' && SHARE_TOKEN.test(token) ? await openSharedWishlist(token) : null;
  return wishlist ? <SharedWishlistView wishlist={wishlist} /> : <SharedWishlistMissing />;
}
