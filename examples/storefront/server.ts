// The site's production server: Next.js's request handler behind compression (Brotli or gzip) and the paint-first rewrite of HTML pages
// (lib/http/lateScripts.ts says why). `pnpm build` bundles it to dist/server.mjs; start it with
//   node dist/server.mjs [--hostname 127.0.0.1] [--port 3000]
// It serves the build in NEXT_DIST_DIR (default .next), as `next start` would.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import next from 'next';
import { lateScriptsRewriter } from './lib/http/lateScripts';
import { rewriteHtmlResponse } from './lib/http/rewriteHtmlResponse';

const { values } = parseArgs({
  options: { hostname: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: '3000' } },
});
const hostname = values.hostname;
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`The storefront cannot start: --port must be a port number, not '${values.port}'.`);
  process.exit(1);
}

// dist/server.mjs sits one folder below the site.
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
// next.config.ts turns Next.js's own compression off: it would gzip the HTML before the rewrite could read it.
const gzip = compression();

await app.prepare();
const server = createServer((request, response) => {
  gzip(request as never, response as never, () => {
    rewriteHtmlResponse(response, lateScriptsRewriter);
    handle(request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The page could not be shown.');
    });
  });
});
server.listen(port, hostname, () => console.log(`▲ storefront ready on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => app.close().finally(() => process.exit(0)));
  server.closeAllConnections();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
