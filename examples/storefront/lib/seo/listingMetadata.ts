import type { SearchState } from '@bookshop/sdk/rules';
import type { Metadata } from 'next';
import { listingIndexing } from './listingIndexing';
import { type PreviewImage, pageMetadata } from './pageMetadata';

export interface ListingMetadataInput {
  state: SearchState;
  /** The listing's name: its category, 'Results for "…"', a landing page's name. */
  title: string;
  /** Plain text or HTML (a category's description, a campaign's banner). */
  description: string;
  image?: PreviewImage;
  layout: 'grid' | 'list';
  /** Nothing to show (not a failed search, which says nothing about the listing). */
  empty: boolean;
}

/**
 * A listing page's metadata: its title (with its page past the first, so every page has its own), description and
 * preview image; its canonical URL and `noindex, follow` for permutations and empty listings (`listingIndexing`).
 *
 * @example
 * ```ts
 * listingMetadata({ state: { category: ['bibles'], currentPage: 2 }, title: 'Bibles', description: '…', layout: 'grid', empty: false });
 * // title 'Bibles (page 2)', canonical '/category/bibles?currentPage=2'
 * ```
 */
export function listingMetadata({ state, title, description, image, layout, empty }: ListingMetadataInput): Metadata {
  const { canonical, noindex } = listingIndexing(state, { layout, empty });
  const page = state.currentPage ?? 1;
  return pageMetadata({
    title: page > 1 ? `${title} (page ${page})` : title,
    description,
    path: canonical,
    image,
    noindex,
  });
}
