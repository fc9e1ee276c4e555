import 'server-only';
import type { AuthorPage, BlogPost, ContentPage, GlobalSettings, HeaderNavigation, HelpArticle } from '@bookshop/sdk';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { bookshop } from '../bookshop';
import { pageMetadata } from '../seo/pageMetadata';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

// Server reads of the content service. Declared per function: what every page shows (settings, navigation, the
// help link) is kept for every shopper with `contentCache`; a page's own entry is read once per request (its metadata
// and body share the answer), so an editor's change shows on the next visit. A missing entry is `null` (the route
// answers 404); an outage is an error, not a 404.

/**
 * The site-wide settings (banners, carousels, ad slots, form embed links, store-locator helpline). The server also
 * checks them as it starts (`instrumentation.ts`).
 */
export async function contentSettings(): Promise<GlobalSettings> {
  'use cache';
  contentCache('settings');
  return bookshop().content.settings();
}

/** A help or information page by its URL. */
export const contentPage = cache((url: string): Promise<ContentPage | null> => bookshop().content.page(url));

/** A help-centre article by its URL (`/help/faq/general-faq`). */
export const helpArticle = cache((url: string): Promise<HelpArticle | null> => bookshop().content.helpArticle(url));

/** The help-centre article the Help link points at (the spec's `/general-faq` preference), if the feed has one. */
export async function helpCentreUrl(): Promise<string | undefined> {
  'use cache';
  contentCache('help');
  return bookshop().content.helpCentreUrl();
}

/** Blog posts, newest first. */
export const blogPosts = cache((limit: number, skip: number) => bookshop().content.blogPosts({ limit, skip }));

/** A blog post by its URL (`/blog/{slug}`), its authors resolved. */
export const blogPost = cache((url: string): Promise<BlogPost | null> => bookshop().content.blogPost(url));

/** An author page by its URL (`/author/{slug}`): name, photo, biography and a link to their titles. */
export const authorPage = cache((url: string): Promise<AuthorPage | null> => bookshop().content.authorPage(url));

/** The header navigation (header, drawer, site map). */
export async function navigation(): Promise<HeaderNavigation | null> {
  'use cache';
  contentCache('navigation');
  return bookshop().content.navigation();
}

/** The content settings, or `undefined` while they cannot be read: for pages that only decorate with them. */
export const optionalSettings = () => withFallback('the content settings', contentSettings, undefined);

/**
 * A content page's metadata for `generateMetadata`: the editors' SEO title and description (else the page's title and
 * the start of its body), its URL as canonical, and the same for social previews.
 */
export async function contentMetadata(url: string): Promise<Metadata> {
  const page = await contentPage(url);
  if (!page) return { title: 'Page not found' };
  return pageMetadata({
    title: page.seo?.meta_title?.replace(/\s*\|\s*Koorong$/, '') || page.title,
    description: page.seo?.meta_description || page.body,
    path: url,
  });
}

/**
 * A content page with the settings it may show a form link from, or 404 when the page has no entry. The settings
 * are only an extra: a page still renders without them.
 */
export async function contentPageOrNotFound(url: string) {
  const [page, settings] = await Promise.all([contentPage(url), optionalSettings()]);
  if (!page) notFound();
  return { page, settings, url };
}
