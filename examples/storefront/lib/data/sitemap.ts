import 'server-only';
import type { SearchFacet, SearchResult } from '@bookshop/sdk';
import { type SearchState, searchStateToUrl } from '@bookshop/sdk/rules';
import { cacheLife, cacheTag } from 'next/cache';
import { type SitemapEntry, searchPagesOfFile, sitemapFileCount } from '@/lib/seo/sitemapXml';
import { bookshop } from '../bookshop';
import { blogPosts } from './content';
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
  bookshop().search.search(state, { stock: false });

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
  '/gift-cards/balance',
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
  const products = await bookshop().catalog.productsBySkus(skus);
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

const CONTENT_PAGE = 100;
/** A bound on the pages of one kind of content read for one sitemap (10,000 entries). */
const CONTENT_PAGES_MAX = 100;

/** Every entry of one kind of content, a page at a time, as sitemap entries with their dates of last change. */
async function everyEntry(
  load: (skip: number) => Promise<{ entries: { url: string; updated_at?: string }[]; total: number }>,
): Promise<SitemapEntry[]> {
  const found: SitemapEntry[] = [];
  for (let page = 0; page < CONTENT_PAGES_MAX; page++) {
    const { entries, total } = await load(page * CONTENT_PAGE);
    found.push(...entries.map((entry) => ({ path: entry.url, lastModified: entry.updated_at })));
    if (!entries.length || (page + 1) * CONTENT_PAGE >= total) break;
  }
  return found;
}

const content = () => bookshop().content;

/** Every blog post, with its date of last change. */
const blogEntries = () => everyEntry((skip) => blogPosts(CONTENT_PAGE, skip));

/** Every author page. */
const authorEntries = () =>
  everyEntry((skip) => content().entryUrls({ type: 'author_page', limit: CONTENT_PAGE, skip }));

// Content pages the site serves under these addresses; the static sitemap lists the fixed ones already.
const CONTENT_ROUTE = /^\/(help|info)(\/[a-z0-9-]+)*$/;

/** Every help and information page and help-centre article the site serves, except the fixed pages. */
async function helpEntries(): Promise<SitemapEntry[]> {
  const [pages, articles] = await Promise.all([
    everyEntry((skip) => content().entryUrls({ type: 'page', limit: CONTENT_PAGE, skip })),
    everyEntry((skip) => content().entryUrls({ type: 'help_article', limit: CONTENT_PAGE, skip })),
  ]);
  return [...pages, ...articles].filter(
    (entry) => CONTENT_ROUTE.test(entry.path) && !STATIC_PAGES.includes(entry.path),
  );
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
    withFallback('the author pages for the sitemap', authorEntries, []),
    withFallback('the stores for the sitemap', storeEntries, []),
  ]);
  return parts.flat();
}
