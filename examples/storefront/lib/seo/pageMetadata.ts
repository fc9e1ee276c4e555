import type { Metadata } from 'next';
import { summary } from './plainText';

/** The name the site goes by in titles and social previews. */
export const SITE_NAME = 'Koorong';
/** The site's description: the home page's, and any page's that has none of its own. */
export const SITE_DESCRIPTION =
  'Christian books, Bibles, music, DVDs and gifts, delivered across Australia and New Zealand.';
/** The home page's title, which stands alone (no ' | Koorong' after it). */
export const HOME_TITLE = 'Koorong | Christian books, Bibles, music and gifts';

/** A preview image: absolute, or a path on the site (resolved against `metadataBase`). */
export interface PreviewImage {
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface PageSeo {
  /** The page's own title; the root layout's template adds ' | Koorong' in `<title>`. */
  title: string;
  /** Plain text or HTML; cut cleanly to 160 characters without markup. */
  description?: string;
  /** The canonical path (with its query, if it is part of the page's identity), resolved against `metadataBase`. */
  path: string;
  image?: PreviewImage;
  /** Open Graph's type: `article` for a blog post, `website` otherwise. */
  type?: 'website' | 'article';
  /** Twitter's card: a large image for banners, a small one beside the text for covers and portraits. */
  card?: 'summary' | 'summary_large_image';
  /** A page that is not worth a search result of its own: `noindex, follow`. */
  noindex?: boolean;
  /** Use the title as it is in `<title>`, without the template. */
  absoluteTitle?: boolean;
}

/**
 * A page's metadata for Next's metadata API: its `<title>`, description, canonical URL, Open Graph and Twitter card
 * (title, description, image), and `noindex, follow` where asked. Open Graph and Twitter are written whole, since a
 * page's object replaces the layout's rather than merging with it.
 *
 * @example
 * ```ts
 * pageMetadata({ title: 'Our stores', path: '/stores', description: 'Find a Koorong store near you.' });
 * ```
 */
export function pageMetadata(page: PageSeo): Metadata {
  const description = page.description ? summary(page.description) || undefined : undefined;
  const images = page.image ? [page.image] : undefined;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description,
    alternates: { canonical: page.path },
    openGraph: {
      title: page.title,
      description,
      url: page.path,
      siteName: SITE_NAME,
      locale: 'en_AU',
      type: page.type ?? 'website',
      images,
    },
    twitter: {
      card: page.card ?? (page.image ? 'summary_large_image' : 'summary'),
      title: page.title,
      description,
      images: page.image ? [{ url: page.image.url, alt: page.image.alt }] : undefined,
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
