import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';

/** The tag of everything read from the content service: `revalidateTag(CONTENT_TAG)` refreshes it all at once. */
export const CONTENT_TAG = 'content';

/**
 * The cache policy of content every page shows (the same for every shopper: settings, navigation, footer), declared
 * inside a `'use cache'` function: reused for five minutes, so editors see a change within five minutes; after that
 * the next request gets the kept copy while a fresh one loads, and a copy older than an hour is never served.
 * A failed load is not kept: the next request tries again.
 */
export function contentCache(...tags: string[]): void {
  cacheLife({ stale: 300, revalidate: 300, expire: 3600 });
  cacheTag(CONTENT_TAG, ...tags.map((tag) => `${CONTENT_TAG}:${tag}`));
}
