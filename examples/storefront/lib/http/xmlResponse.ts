/** An XML document as a response. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}

/**
 * A sitemap that cannot be built just now: 503 with `Retry-After`, so crawlers come back rather than read an empty
 * list as the site's.
 */
export function sitemapUnavailable(): Response {
  return new Response('The sitemap is unavailable just now; please try again later.\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' },
  });
}
