import { sitemapFiles } from '@/lib/data/sitemap';
import { sitemapUnavailable, xmlResponse } from '@/lib/http/xmlResponse';
import { requestOrigin } from '@/lib/seo/request';
import { sitemapIndexXml } from '@/lib/seo/sitemapXml';

// Built per request from the services (their lists are cached by tag): the site builds without them.
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: the sitemap index (static pages, categories, content, products in files of 50,000). */
export async function GET() {
  try {
    const [origin, files] = await Promise.all([requestOrigin(), sitemapFiles()]);
    return xmlResponse(sitemapIndexXml(origin, files));
  } catch (error) {
    console.error('Could not build the sitemap index', error);
    return sitemapUnavailable();
  }
}
