import { sitemapFile } from '@/lib/data/sitemap';
import { sitemapUnavailable, xmlResponse } from '@/lib/http/xmlResponse';
import { requestOrigin } from '@/lib/seo/request';
import { urlSetXml } from '@/lib/seo/sitemapXml';

export const dynamic = 'force-dynamic';

/** `/sitemaps/{static,categories,content,products-N}.xml`: one sitemap of the index; 404 for any other name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  try {
    const [origin, entries] = await Promise.all([requestOrigin(), sitemapFile(file)]);
    if (!entries) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });
    return xmlResponse(urlSetXml(origin, entries));
  } catch (error) {
    console.error(`Could not build the sitemap ${file}`, error);
    return sitemapUnavailable();
  }
}
