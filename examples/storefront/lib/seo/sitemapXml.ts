/** The sitemap protocol's limit of URLs in one file (sitemaps.org); a longer list is split. */
export const SITEMAP_URL_LIMIT = 50_000;

/** One URL of a sitemap: a path on the site and, when known, when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute. */
export const xmlEscape = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

/** A date as the protocol's W3C datetime, or nothing for a value that is not a date. */
export function lastmod(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function element(tag: 'url' | 'sitemap', origin: string, entry: SitemapEntry): string {
  const loc = new URL(entry.path, `${origin}/`).href;
  const modified = lastmod(entry.lastModified);
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</${tag}>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap (`<urlset>`) of paths on the site, made absolute against `origin`. At most {@link SITEMAP_URL_LIMIT}
 * entries: a longer list is a mistake of the caller, which splits it.
 *
 * @example
 * ```ts
 * urlSetXml('https://www.koorong.com', [{ path: '/stores' }]);
 * // '<?xml …?>\n<urlset xmlns="…"><url><loc>https://www.koorong.com/stores</loc></url></urlset>'
 * ```
 */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_URL_LIMIT) throw new RangeError(`A sitemap holds at most ${SITEMAP_URL_LIMIT} URLs`);
  const urls = entries.map((entry) => element('url', origin, entry)).join('\n');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${urls}\n</urlset>\n`;
}

/** A sitemap index (`<sitemapindex>`) of the site's sitemaps, by path. */
export function sitemapIndexXml(origin: string, sitemaps: readonly SitemapEntry[]): string {
  const children = sitemaps.map((entry) => element('sitemap', origin, entry)).join('\n');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${children}\n</sitemapindex>\n`;
}

/** How many sitemap files `total` URLs take (none for none). */
export const sitemapFileCount = (total: number, limit = SITEMAP_URL_LIMIT): number =>
  total > 0 ? Math.ceil(total / limit) : 0;

/**
 * The search pages (1-based, `pageSize` products each) that make up sitemap file `file` (1-based) of `limit` URLs.
 *
 * @example
 * ```ts
 * searchPagesOfFile(2, 100, 50_000); // { first: 501, last: 1000 }
 * ```
 */
export function searchPagesOfFile(file: number, pageSize: number, limit = SITEMAP_URL_LIMIT) {
  if (limit % pageSize !== 0) throw new RangeError('A sitemap file must hold whole search pages');
  const perFile = limit / pageSize;
  return { first: (file - 1) * perFile + 1, last: file * perFile };
}
