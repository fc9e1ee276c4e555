import type { BookshopConfig } from '../config';
import { BookshopError, HttpError, type ValidationError } from '../errors';
import type { CustomerKind } from '../rules/customerKind';
import { AUTOCOMPLETE_PAGE_SIZE } from '../search/searchspringParams';
import * as z from '../transport/guard';
import type { Http, NoInput, RequestOptions } from '../transport/http';
import { parseOrThrow, parseWire, requireService, withHeaders } from '../transport/wire';
import {
  type AccountBannerContent,
  type AuthorPage,
  accountBannerContent,
  authorPage,
  type BlogPost,
  blogPost,
  type CategoryContent,
  type ContentPage,
  categoryContent,
  type Footer,
  footer,
  type GlobalSettings,
  globalSettings,
  type HeaderNavigation,
  type HelpArticle,
  headerNavigation,
  helpArticle,
  page,
  type Store,
  store,
} from './contentTypes';
import { type ContentSearchHit, pickHelpCentreUrl } from './helpCentreUrl';

/** Contentstack's code for the site's locale: it writes locales in lower case. */
const CONTENT_LOCALE = 'en-au';

/** A blog or author page offered by the search box. */
export interface ContentSearchResult {
  uid: string;
  name: string;
  url: string;
  type: 'blog' | 'author';
}

const CONTENTSTACK_VARIABLES =
  'BOOKSHOP_CONTENTSTACK_URL, BOOKSHOP_CONTENTSTACK_API_KEY, BOOKSHOP_CONTENTSTACK_DELIVERY_TOKEN, BOOKSHOP_CONTENTSTACK_ENVIRONMENT';

const wireEntries = z.object({ entries: z.array(z.unknown()), count: z.optional(z.number()) });
const wireContentFeed = z.object({
  results: z.array(
    z.object({
      uid: z.optional(z.string()),
      id: z.optional(z.union([z.string(), z.number()])),
      name: z._default(z.string(), ''),
      url: z._default(z.string(), ''),
      type: z._default(z.string(), ''),
    }),
  ),
});

/** A page of entries and, when asked for, how many there are in all. */
export interface ContentPageOf<T> {
  entries: T[];
  total: number;
}

/** Managed content (Contentstack Content Delivery API, locale en-au) and the content feed search. */
export interface ContentResource {
  /**
   * The site-wide settings (`global_settings`): banners, carousels, form embed links, store-locator helpline, text
   * banner, ad slots. Call it at start-up: missing Contentstack configuration, a missing entry or missing fields
   * raise a {@link BookshopError} (a {@link ValidationError} for fields) naming what is missing.
   *
   * @example
   * ```ts
   * const settings = await bookshop.content.settings();
   * settings.store_locator.opening_hours; // '9 am to 5 pm, Monday to Saturday'
   * ```
   */
  settings(input?: NoInput, options?: RequestOptions): Promise<GlobalSettings>;
  /**
   * The account banner's desktop and mobile images for a kind of customer (`account_banner` by `customer_kind`), or
   * `null` when that kind has none.
   *
   * @example
   * ```ts
   * const banner = await bookshop.content.accountBanner(customerKind(customer));
   * if (banner) console.log(banner.desktop_image.url, banner.mobile_image.url, banner.alt_text);
   * ```
   */
  accountBanner(kind: CustomerKind, options?: RequestOptions): Promise<AccountBannerContent | null>;
  /**
   * The header navigation (`header_navigation`): top bar, mega-menu entries, mobile links; `null` when unpublished.
   *
   * @example
   * ```ts
   * const nav = await bookshop.content.navigation();
   * nav?.top_nav.map((item) => item.link.title);
   * ```
   */
  navigation(input?: NoInput, options?: RequestOptions): Promise<HeaderNavigation | null>;
  /**
   * The footer (`footer`); `null` when unpublished.
   *
   * @example
   * ```ts
   * const footer = await bookshop.content.footer();
   * footer?.copyright?.main_text;
   * ```
   */
  footer(input?: NoInput, options?: RequestOptions): Promise<Footer | null>;
  /**
   * A category's content (`category_content`) by category key (category slugs are their keys, e.g. `web_bibles`);
   * `null` when the category has none, in which case the site falls back to {@link ContentResource.settings}.
   *
   * @example
   * ```ts
   * const content = (await bookshop.content.categoryContent('web_bibles')) ?? null;
   * ```
   */
  categoryContent(key: string, options?: RequestOptions): Promise<CategoryContent | null>;
  /**
   * Every store (`store`), by name.
   *
   * @example
   * ```ts
   * const stores = await bookshop.content.stores();
   * ```
   */
  stores(input?: NoInput, options?: RequestOptions): Promise<Store[]>;
  /**
   * One store by slug; `null` when there is none.
   *
   * @example
   * ```ts
   * const store = await bookshop.content.store('west-ryde');
   * ```
   */
  store(slug: string, options?: RequestOptions): Promise<Store | null>;
  /**
   * A help or information page (`page`) by URL, e.g. `/help/shipping-rates`; `null` when there is none.
   *
   * @example
   * ```ts
   * const page = await bookshop.content.page('/help/shipping-rates');
   * ```
   */
  page(url: string, options?: RequestOptions): Promise<ContentPage | null>;
  /**
   * A help-centre article (`help_article`) by URL, e.g. `/help/faq/general-faq`; `null` when there is none.
   *
   * @example
   * ```ts
   * const faq = await bookshop.content.helpArticle('/help/faq/general-faq');
   * ```
   */
  helpArticle(url: string, options?: RequestOptions): Promise<HelpArticle | null>;
  /**
   * A blog post (`blog_post`) by URL with its author pages resolved; `null` when there is none.
   *
   * @example
   * ```ts
   * const post = await bookshop.content.blogPost('/blog/choosing-a-study-bible');
   * ```
   */
  blogPost(url: string, options?: RequestOptions): Promise<BlogPost | null>;
  /**
   * Blog posts, newest first, `limit` (at most 100, default 20) from `skip`, with the total.
   *
   * @example
   * ```ts
   * const { entries, total } = await bookshop.content.blogPosts({ limit: 10 });
   * ```
   */
  blogPosts(input?: { limit?: number; skip?: number }, options?: RequestOptions): Promise<ContentPageOf<BlogPost>>;
  /**
   * An author page (`author_page`) by URL; `null` when there is none.
   *
   * @example
   * ```ts
   * const author = await bookshop.content.authorPage('/author/max-lucado');
   * ```
   */
  authorPage(url: string, options?: RequestOptions): Promise<AuthorPage | null>;
  /**
   * Blog and author pages for the search box (the content feed in autocomplete mode, 5 results);
   * help-centre articles are left out.
   *
   * @example
   * ```ts
   * const pages = await bookshop.content.contentSearch('keller'); // [{ name: 'Timothy Keller', type: 'author', … }]
   * ```
   */
  contentSearch(query: string, options?: RequestOptions): Promise<ContentSearchResult[]>;
  /**
   * The help link: a content feed search for `*`, the help-centre articles, preferring a URL containing
   * `/general-faq`; `undefined` when the feed has none.
   *
   * @example
   * ```ts
   * const helpUrl = (await bookshop.content.helpCentreUrl()) ?? '/help';
   * ```
   */
  helpCentreUrl(input?: NoInput, options?: RequestOptions): Promise<string | undefined>;
  /**
   * The addresses of one kind of content entry, with when each last changed, a page at a time (at most 100, the
   * content service's limit): every help or information page (`page`), help-centre article (`help_article`) or author
   * page (`author_page`), e.g. for a sitemap.
   *
   * @example
   * ```ts
   * const { entries, total } = await bookshop.content.entryUrls({ type: 'help_article', limit: 100 });
   * ```
   */
  entryUrls(
    input: { type: ContentEntryType; limit?: number; skip?: number },
    options?: RequestOptions,
  ): Promise<ContentPageOf<ContentEntryUrl>>;
}

/** Contentstack's `{ error_message, error_code }` kept as the error's message and code. */
function contentstackError(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return error;
  const body = error.body as { error_message?: unknown; error_code?: unknown };
  if (typeof body.error_message !== 'string') return error;
  const code = body.error_code === undefined ? error.code : String(body.error_code);
  return new HttpError(body.error_message, error.status, code, error.body);
}

/** The kinds of content entry {@link ContentResource.entryUrls} lists. */
export type ContentEntryType = 'page' | 'help_article' | 'author_page';

/** A content entry's address on the site and when it last changed (ISO 8601). */
export interface ContentEntryUrl {
  url: string;
  updated_at?: string;
}

// The content service serves at most 100 entries a request.
const ENTRY_PAGE_MAX = 100;
const entryUrl = z.object({ url: z.string(), updated_at: z.optional(z.string()) });

export function createContentResource(config: BookshopConfig, http: Http): ContentResource {
  async function entries<T extends z.AnyGuard>(
    type: string,
    schema: T,
    request: {
      query?: Record<string, unknown>;
      limit?: number;
      skip?: number;
      asc?: string;
      desc?: string;
      include?: string[];
    },
    options: RequestOptions,
  ): Promise<{ entries: z.output<T>[]; total: number }> {
    const stack = requireService(config.contentstack, 'contentstack', CONTENTSTACK_VARIABLES);
    const query = new URLSearchParams({
      locale: CONTENT_LOCALE,
      environment: stack.environment,
      include_count: 'true',
    });
    if (request.query) query.set('query', JSON.stringify(request.query));
    if (request.limit !== undefined) query.set('limit', String(request.limit));
    if (request.skip) query.set('skip', String(request.skip));
    if (request.asc) query.set('asc', request.asc);
    if (request.desc) query.set('desc', request.desc);
    for (const field of request.include ?? []) query.append('include[]', field);
    let body: unknown;
    try {
      body = await http(`${stack.baseUrl}/v3/content_types/${encodeURIComponent(type)}/entries`, {
        ...withHeaders(options, { api_key: stack.apiKey, access_token: stack.deliveryToken }),
        query,
      });
    } catch (error) {
      throw contentstackError(error);
    }
    const wire = parseWire(wireEntries, body, 'Contentstack');
    const parsed = wire.entries.map((entry) => parseWire(schema, entry, `Contentstack ${type}`));
    return { entries: parsed, total: wire.count ?? parsed.length };
  }
  const first = async <T extends z.AnyGuard>(
    type: string,
    schema: T,
    query: Record<string, unknown> | undefined,
    options: RequestOptions = {},
    include?: string[],
  ): Promise<z.output<T> | null> =>
    (await entries(type, schema, { query, limit: 1, include }, options)).entries[0] ?? null;

  async function feed(
    path: string,
    params: Record<string, string>,
    options: RequestOptions,
  ): Promise<ContentSearchHit[]> {
    const { baseUrl, siteId, contentSiteId } = requireService(
      config.searchspring,
      'searchspring',
      'BOOKSHOP_SEARCHSPRING_URL, BOOKSHOP_SEARCHSPRING_SITE_ID',
    );
    const query = new URLSearchParams({
      ...params,
      siteId: contentSiteId ?? `${siteId}-content`,
      resultsFormat: 'native',
    });
    const body = await http(`${baseUrl}${path}`, { ...options, query });
    return parseWire(wireContentFeed, body, 'The content feed').results.map((result) => ({
      uid: result.uid ?? String(result.id ?? ''),
      name: result.name,
      url: result.url,
      type: result.type,
    }));
  }

  return {
    async settings(_input, options = {}) {
      const stack = requireService(config.contentstack, 'contentstack', CONTENTSTACK_VARIABLES);
      const raw = await first('global_settings', z.unknown(), undefined, options);
      if (!raw) {
        throw new BookshopError(
          `Content settings are missing: no global_settings entry is published in ${stack.environment} (locale ${CONTENT_LOCALE})`,
        );
      }
      return parseOrThrow(
        globalSettings,
        raw,
        (issues) =>
          `Content settings are missing or invalid: global_settings ${[...new Set(issues.map((issue) => issue.path.join('.')))].join(', ')}`,
      );
    },
    accountBanner: (kind, options) => first('account_banner', accountBannerContent, { customer_kind: kind }, options),
    navigation: (_input, options) => first('header_navigation', headerNavigation, undefined, options),
    footer: (_input, options) => first('footer', footer, undefined, options),
    categoryContent: (key, options) => first('category_content', categoryContent, { category_key: key }, options),
    async stores(_input, options = {}) {
      return (await entries('store', store, { asc: 'title', limit: 100 }, options)).entries;
    },
    store: (slug, options) => first('store', store, { slug }, options),
    page: (url, options) => first('page', page, { url }, options),
    helpArticle: (url, options) => first('help_article', helpArticle, { url }, options),
    blogPost: (url, options) => first('blog_post', blogPost, { url }, options, ['author']),
    async entryUrls({ type, limit = ENTRY_PAGE_MAX, skip = 0 }, options = {}) {
      const page = Math.min(Math.max(1, Math.trunc(limit)), ENTRY_PAGE_MAX);
      return entries(type, entryUrl, { limit: page, skip, asc: 'url' }, options);
    },
    async blogPosts({ limit = 20, skip = 0 } = {}, options = {}) {
      return entries('blog_post', blogPost, { limit, skip, desc: 'published_date', include: ['author'] }, options);
    },
    authorPage: (url, options) => first('author_page', authorPage, { url }, options),
    async contentSearch(text, options = {}) {
      const results = await feed(
        '/api/search/autocomplete.json',
        { q: text.trim(), resultsPerPage: String(AUTOCOMPLETE_PAGE_SIZE) },
        options,
      );
      return results.flatMap((result) =>
        result.type === 'blog' || result.type === 'author'
          ? [{ uid: result.uid, name: result.name, url: result.url, type: result.type }]
          : [],
      );
    },
    async helpCentreUrl(_input, options = {}) {
      return pickHelpCentreUrl(await feed('/api/search/search.json', { q: '*', resultsPerPage: '100' }, options));
    },
  };
}
