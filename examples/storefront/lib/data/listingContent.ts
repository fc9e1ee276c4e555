import 'server-only';
import type { AdSlot, CategoryContent } from '@bookshop/sdk';
import type { CategoryNode } from '@bookshop/sdk/rules';
import { sanitizeHtml } from '@/lib/content/sanitizeHtml';
import { bookshop } from '../bookshop';
import { contentSettings } from './content';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

/** A banner or ad: an image linking somewhere. */
export interface ContentImageLink {
  href: string;
  imageUrl: string;
  alt: string;
}

/** What the content service adds to a category page: banners, ad slots and the description (sanitised). */
export interface ListingContent {
  topBanner?: ContentImageLink;
  sideBanner?: ContentImageLink;
  ads: { upper?: ContentImageLink; lower?: ContentImageLink };
  /** Sanitised HTML, safe to render. */
  descriptionHtml?: string;
}

type BannerLink = { image?: { url: string; title?: string } | null; link?: { href: string; title?: string } | null };

const imageLink = (banner: BannerLink | null | undefined, fallbackAlt: string): ContentImageLink | undefined =>
  banner?.image?.url && banner.link?.href
    ? {
        href: banner.link.href,
        imageUrl: banner.image.url,
        alt: banner.link.title || banner.image.title || fallbackAlt,
      }
    : undefined;

/** The ad slot of a list (a category's own, or the settings') for a location and position, as an image link. */
const adFrom = (
  slots: AdSlot[],
  location: AdSlot['location'],
  position: AdSlot['position'],
): ContentImageLink | undefined => {
  const slot = slots.find((candidate) => candidate.position === position && candidate.location === location);
  return slot?.image?.url
    ? { href: slot.url, imageUrl: slot.image.url, alt: slot.image.title || 'Advertisement' }
    : undefined;
};

/** The site-wide ad slots (global settings); none when the settings cannot be read (logged). */
const siteAdSlots = (): Promise<AdSlot[]> =>
  withFallback('the site-wide ad slots', async () => (await contentSettings()).ad_slots, []);

/**
 * A category's own content (banners, ad slots, description sanitised once), the same for every shopper: kept under
 * content's policy and tagged `content:category:{key}`, so a merchandiser's change shows once the revalidation route
 * is told, or within five minutes.
 */
async function categoryContent(key: string): Promise<CategoryContent | null> {
  'use cache';
  contentCache(`category:${key}`);
  const content = await bookshop().content.categoryContent(key);
  return content?.description ? { ...content, description: sanitizeHtml(content.description) } : content;
}

/**
 * A listing's content (spec C2, C5): for a category, its banners, description and ad slots by key; each ad position
 * the category does not fill (and every position on a search) shows the site-wide slot for its location (SEARCH or
 * CATEGORY). Content is an extra: when the service fails or has no entry the listing shows without it, and the
 * failure is logged.
 */
export async function loadListingContent(
  category: CategoryNode | null,
  location: AdSlot['location'],
): Promise<ListingContent> {
  const name = category?.name ?? '';
  const key = category?.key;
  const content = key ? await withFallback(`the content of category ${key}`, () => categoryContent(key), null) : null;
  const own = content?.ad_slots ?? [];
  let upper = adFrom(own, location, 'UPPER');
  let lower = adFrom(own, location, 'LOWER');
  // The settings are read only for a position the category leaves empty.
  if (!upper || !lower) {
    const site = await siteAdSlots();
    upper ??= adFrom(site, location, 'UPPER');
    lower ??= adFrom(site, location, 'LOWER');
  }
  const ads = { upper, lower };
  if (!content) return { ads };
  return {
    topBanner: imageLink(content.top_banner, name),
    sideBanner: imageLink(content.side_banner, name),
    ads,
    // Sanitised where it was read (categoryContent), before it was kept.
    descriptionHtml: content.description || undefined,
  };
}
