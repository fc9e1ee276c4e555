import 'server-only';
import type { AuthorPage, BlogPost, ContentPage, GlobalSettings, HelpArticle } from '@bookshop/sdk';
import { cache } from 'react';
import { bookshop } from '@/lib/bookshop';
import { cachedContent } from '@/lib/data/cachedContent';

// Server data access for the content routes, once per request each (metadata and page share the answer). A missing
// entry is `null` (the route answers 404); an outage of the content service is an error, not a 404.

/**
 * The site-wide settings (banners, carousels, ad slots, form embed links, store-locator helpline). Most pages read them,
 * so they are kept in the process like the chrome. The server also checks them as it starts (`instrumentation.ts`).
 */
export const contentSettings = cache(
  (): Promise<GlobalSettings> => cachedContent('settings', () => bookshop().content.settings()),
);

/** A help or information page by its URL. */
export const contentPage = cache((url: string): Promise<ContentPage | null> => bookshop().content.page(url));

/** A help-centre article by its URL (`/help/faq/general-faq`). */
export const helpArticle = cache((url: string): Promise<HelpArticle | null> => bookshop().content.helpArticle(url));

/** The help-centre article the Help link points at (the spec's `/general-faq` preference), if the feed has one. */
export const helpCentreUrl = cache(async (): Promise<string | undefined> => {
  try {
    return await bookshop().content.helpCentreUrl();
  } catch (error) {
    console.error('Could not find the help-centre article', error);
    return undefined;
  }
});

/** Blog posts, newest first. */
export const blogPosts = cache(async (limit: number, skip: number) => bookshop().content.blogPosts({ limit, skip }));

/** A blog post by its URL (`/blog/{slug}`), its authors resolved. */
export const blogPost = cache((url: string): Promise<BlogPost | null> => bookshop().content.blogPost(url));

/** An author page by its URL (`/author/{slug}`): name, photo, biography and a link to their titles. */
export const authorPage = cache((url: string): Promise<AuthorPage | null> => bookshop().content.authorPage(url));

/** The header navigation, for the site map; `null` when unpublished or unavailable. */
export const navigation = cache(async () => {
  try {
    return await bookshop().content.navigation();
  } catch (error) {
    console.error('Could not load the navigation for the site map', error);
    return null;
  }
});
