import type { Database } from '../../db/database';
import { ReplyError, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { coverSvg } from './coverSvg';

/** Generated product covers under `/covers/{sku}.svg`, so the catalogue has images without any download. */
export function coversService(db: Database): Service {
  const router = new Router().get('/:file', async ({ params }) => {
    const sku = params.file?.replace(/\.svg$/, '');
    if (!sku || sku === params.file) throw new ReplyError(404, 'Covers are served as /covers/{sku}.svg');
    const { rows } = await db.query<{ sku: string; name: string; authors: string[] }>(
      'SELECT sku, name, authors FROM products WHERE sku = $1',
      [sku],
    );
    const product = rows[0];
    if (!product) throw new ReplyError(404, `No product with sku ${sku}`);
    return {
      text: coverSvg(product),
      contentType: 'image/svg+xml',
      headers: { 'cache-control': 'public, max-age=86400' },
    };
  });
  return { basePath: '/covers', router, error: (status, message) => ({ status, message }) };
}
