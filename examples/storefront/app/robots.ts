import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/lib/seo/request';
import { robotsRules } from '@/lib/seo/robots';

// The sitemap's address is the request's origin unless BOOKSHOP_SITE_URL names one, so it is written per request.
export const dynamic = 'force-dynamic';

/** `/robots.txt` (Next's metadata route): the shop open, private paths and search permutations closed, the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await requestOrigin());
}
