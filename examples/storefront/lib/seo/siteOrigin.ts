/** The request header the proxy hands a page's path in, for the layout's default canonical URL. */
export const PATH_HEADER = 'x-bookshop-path';

/** The variable naming the site's public address, e.g. `https://www.koorong.com` (see README). */
export const SITE_URL_VARIABLE = 'BOOKSHOP_SITE_URL';

// A host header a browser or proxy could send: a name or IPv4 address, or a bracketed IPv6 address, with a port.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first value of a header a chain of proxies may have written as a comma-separated list. */
const firstOf = (value: string | null | undefined) => value?.split(',')[0]?.trim() || undefined;

/**
 * The site's origin for canonical URLs, sitemaps and structured data: `BOOKSHOP_SITE_URL`'s origin when it is set
 * (production), else the request's own host (`X-Forwarded-Host`, else `Host`) and protocol, so a local run or a
 * preview links to itself. A host that is not a plain host name falls back to `http://localhost`.
 *
 * @example
 * ```ts
 * siteOrigin({ BOOKSHOP_SITE_URL: 'https://www.koorong.com/' }, new Headers()); // 'https://www.koorong.com'
 * siteOrigin({}, new Headers({ host: '127.0.0.1:3000' })); // 'http://127.0.0.1:3000'
 * ```
 */
export function siteOrigin(
  env: Record<string, string | undefined>,
  headers: { get(name: string): string | null },
): string {
  const configured = configuredSiteOrigin(env);
  if (configured) return configured;
  const host = firstOf(headers.get('x-forwarded-host')) ?? firstOf(headers.get('host'));
  const protocol = firstOf(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  return host && HOST.test(host) ? `${protocol}://${host.toLowerCase()}` : 'http://localhost';
}

/**
 * `BOOKSHOP_SITE_URL`'s origin, or `undefined` when it is unset or not an http(s) URL. Unlike `siteOrigin` it never
 * reads the request's host, which the client writes: an address that goes out in an email must not be theirs to choose.
 *
 * @example
 * ```ts
 * configuredSiteOrigin({ BOOKSHOP_SITE_URL: 'https://www.koorong.com/shop/' }); // 'https://www.koorong.com'
 * ```
 */
export function configuredSiteOrigin(env: Record<string, string | undefined>): string | undefined {
  const configured = env[SITE_URL_VARIABLE]?.trim();
  if (!configured) return undefined;
  try {
    const url = new URL(configured);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Not a URL: as if unset.
  }
  return undefined;
}

/** An absolute URL on the site for a path (`/product/x`); an absolute URL is returned as it is. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}
