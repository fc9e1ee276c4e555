import 'server-only';
import type { SearchFacet, SearchResult } from '@bookshop/sdk';
import { type SearchState, searchStateToUrl } from '@bookshop/sdk/rules';
import { cacheLife, cacheTag } from 'next/cache';
import { HELP_LINKS } from '@/lib/content/siteLinks';
import { type SitemapEntry, searchPagesOfFile, sitemapFileCount } from '@/lib/seo/sitemapXml';
import { sweepBookshop } from '../bookshop';
import { blogPosts, contentPage, helpArticle, helpCentreUrl } from './content';
import { withFallback } from './fallback';
import { storeList } from './stores';

// The sitemaps' data, read from the services at request time (never at build time) and cached by tag: the product and
// category lists for an hour (`revalidateTag('sitemap')` refreshes them at once), content through the content reads'
// own five-minute cache. Entries are paths; the route handlers make them absolute for the request's origin, so a
// cached list never holds a host name.

/** The tag of every cached sitemap list. */
export const SITEMAP_TAG = 'sitemap';

function sitemapCache(part: string): void {
  cacheLife({ stale: 3600, revalidate: 3600, expire: 86_400 });
  cacheTag(SITEMAP_TAG, `${SITEMAP_TAG}:${part}`);
}

/** The most products the search service serves on one page (Searchspring's `resultsPerPage` limit). */
const SEARCH_PAGE_MAX = 100;
/** Search pages read at once while sweeping the catalogue: steady for the search service, a few seconds for 20,000. */
const SWEEP_CONCURRENCY = 4;
/** How deep the category tree is walked (the spec's tree is three levels under the root). */
const CATEGORY_DEPTH = 4;

const search = (state: SearchState): Promise<SearchResult> =>
  // The search's own stock merge is skipped: a sitemap needs the products' addresses, not their stock.
  sweepBookshop().search.search(state, { stock: false });

/** The sitemaps of the index: static pages, categories, content, then the products in files of 50,000. */
export async function sitemapFiles(): Promise<SitemapEntry[]> {
  const files = sitemapFileCount(await productCount());
  return [
    { path: '/sitemaps/static.xml' },
    { path: '/sitemaps/categories.xml' },
    { path: '/sitemaps/content.xml' },
    ...Array.from({ length: files }, (_, index) => ({ path: `/sitemaps/products-${index + 1}.xml` })),
  ];
}

/** The entries of one sitemap file by its name (`products-2.xml`), or `null` for a file there is not. */
export async function sitemapFile(name: string): Promise<SitemapEntry[] | null> {
  if (name === 'static.xml') return STATIC_PAGES.map((path) => ({ path }));
  if (name === 'categories.xml') return categorySitemap();
  if (name === 'content.xml') return contentSitemap();
  const file = /^products-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
  if (!file || Number(file) > sitemapFileCount(await productCount())) return null;
  return productSitemap(Number(file));
}

/** The site's own fixed pages. */
const STATIC_PAGES = [
  '/',
  '/category',
  '/stores',
  '/blog',
  '/help',
  '/contact-us',
  '/services',
  '/bible-translation-guide',
  '/site-map',
];

/** How many products the catalogue has: the search's total for everything. */
export async function productCount(): Promise<number> {
  'use cache';
  sitemapCache('products');
  return (await search({ resultsPerPage: 1 })).pagination.totalResults;
}

/** When commerce last changed each of these products, by sku (one request per slice of the page's skus). */
async function lastChanges(skus: string[]): Promise<Map<string, string | undefined>> {
  const products = await sweepBookshop().catalog.productsBySkus(skus);
  return new Map(products.map((product) => [product.sku, product.lastModifiedAt]));
}

/**
 * One product sitemap: the products of its 500 search pages of 100, read a few pages at a time, each once (a product
 * that moves between pages while they are read is not listed twice), each with commerce's date of its last change.
 */
export async function productSitemap(file: number): Promise<SitemapEntry[]> {
  'use cache';
  sitemapCache('products');
  const { first, last } = searchPagesOfFile(file, SEARCH_PAGE_MAX);
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  let lastPage = last;
  for (let page = first; page <= lastPage; page += SWEEP_CONCURRENCY) {
    const pages = Array.from({ length: Math.min(SWEEP_CONCURRENCY, lastPage - page + 1) }, (_, index) => page + index);
    const results = await Promise.all(
      pages.map((currentPage) => search({ resultsPerPage: SEARCH_PAGE_MAX, currentPage })),
    );
    const changed = await lastChanges(results.flatMap((result) => result.products.map((product) => product.sku)));
    for (const result of results) {
      lastPage = Math.min(lastPage, result.pagination.totalPages);
      for (const product of result.products) {
        const path = `/product/${encodeURIComponent(product.slug)}`;
        if (!product.slug || seen.has(path)) continue;
        seen.add(path);
        entries.push({ path, lastModified: changed.get(product.sku) });
      }
    }
  }
  return entries;
}

/** The category paths one level below `path` in the search's category hierarchy facet, with products in them. */
function childPaths(facets: SearchFacet[], path: string[]): string[][] {
  const hierarchy = facets.find((facet) => facet.type === 'hierarchy' && facet.field === 'category');
  const prefix = path.join('>').toLowerCase();
  return (hierarchy?.values ?? []).flatMap((value) => {
    const segments = value.value.split('>').filter(Boolean);
    const parent = segments.slice(0, -1).join('>').toLowerCase();
    return value.count > 0 && segments.length === path.length + 1 && parent === prefix ? [segments] : [];
  });
}

/**
 * Every category path of the tree the listing pages know: the search's category hierarchy, walked from the top
 * sections down (one search per category, a few at a time), so every listed category answers 200 and holds products.
 */
export async function categorySitemap(): Promise<SitemapEntry[]> {
  'use cache';
  sitemapCache('categories');
  const entries: SitemapEntry[] = [];
  let level: string[][] = [[]];
  for (let depth = 0; depth < CATEGORY_DEPTH && level.length; depth++) {
    const next: string[][] = [];
    for (let start = 0; start < level.length; start += SWEEP_CONCURRENCY) {
      const paths = level.slice(start, start + SWEEP_CONCURRENCY);
      const results = await Promise.all(
        paths.map((path) => search({ category: path.length ? path : undefined, resultsPerPage: 1 })),
      );
      results.forEach((result, index) => {
        next.push(...childPaths(result.facets, paths[index] ?? []));
      });
    }
    entries.push(...next.map((category) => ({ path: searchStateToUrl({ category }) })));
    level = next;
  }
  return entries;
}

const BLOG_PAGE = 100;
/** A bound on the blog's pages read for one sitemap (10,000 posts). */
const BLOG_PAGES_MAX = 100;

/** Every blog post and the author pages they name, with their dates of last change. */
async function blogEntries(): Promise<SitemapEntry[]> {
  const posts: SitemapEntry[] = [];
  const authors = new Map<string, SitemapEntry>();
  for (let page = 0; page < BLOG_PAGES_MAX; page++) {
    const { entries, total } = await blogPosts(BLOG_PAGE, page * BLOG_PAGE);
    for (const post of entries) {
      posts.push({ path: post.url, lastModified: post.updated_at });
      for (const author of post.author) {
        if ('url' in author && author.url)
          authors.set(author.url, { path: author.url, lastModified: author.updated_at });
      }
    }
    if (!entries.length || (page + 1) * BLOG_PAGE >= total) break;
  }
  return [...posts, ...authors.values()];
}

/** The help topics and help-centre article that have content, with their dates of last change. */
async function helpEntries(): Promise<SitemapEntry[]> {
  const centre = await withFallback('the help-centre article', helpCentreUrl, undefined);
  const urls = [
    ...HELP_LINKS.map((link) => link.href),
    '/info/services/advertise-with-us',
    ...(centre ? [centre] : []),
  ];
  const pages = await Promise.all(
    urls.map(async (url) => (await contentPage(url)) ?? (url.startsWith('/help/') ? await helpArticle(url) : null)),
  );
  return pages.flatMap((page, index) => (page ? [{ path: urls[index] as string, lastModified: page.updated_at }] : []));
}

/** Every store page. */
async function storeEntries(): Promise<SitemapEntry[]> {
  return (await storeList()).map((store) => ({
    path: `/stores/${encodeURIComponent(store.slug)}`,
    lastModified: store.updated_at,
  }));
}

/**
 * The content pages: help topics, the blog and its authors, and the stores. Each part is read on its own, so a part
 * that cannot be read is left out (logged) while the others are listed.
 */
export async function contentSitemap(): Promise<SitemapEntry[]> {
  const parts = await Promise.all([
    withFallback('the help pages for the sitemap', helpEntries, []),
    withFallback('the blog for the sitemap', blogEntries, []),
    withFallback('the stores for the sitemap', storeEntries, []),
  ]);
  return parts.flat();
}
