// @vitest-environment node
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import type { HtmlRewriter } from './lateScripts';
import { rewriteHtmlResponse } from './rewriteHtmlResponse';

/** Upper-cases the text and marks the end, so a test sees exactly what went through it. */
const shouting = (): HtmlRewriter => ({ push: (chunk) => chunk.toUpperCase(), end: () => '<!--END-->' });

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `respond` on a loopback port, rewritten (and gzipped first when `gzip` is set, as server.ts does). */
async function serve(respond: (response: ServerResponse) => void, gzip = false) {
  const compress = compression({ threshold: 0 });
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const rewritten = () => {
      rewriteHtmlResponse(response, shouting);
      respond(response);
    };
    if (gzip) compress(request as never, response as never, rewritten);
    else rewritten();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/`;
}

describe('rewriteHtmlResponse', () => {
  it('rewrites an HTML body written in pieces, a character split between two of them included', async () => {
    const bytes = Buffer.from('<p>café</p>');
    const url = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', String(bytes.length));
      response.write(bytes.subarray(0, 7));
      response.write(bytes.subarray(7), () => response.end('<p>end</p>'));
    });
    const answer = await fetch(url);
    expect(answer.headers.get('content-length')).toBeNull();
    expect(await answer.text()).toBe('<P>CAFÉ</P><P>END</P><!--END-->');
  });

  it('leaves other content types alone, their length included', async () => {
    const url = await serve((response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' });
      response.end('{"a":"<b>"}');
    });
    const answer = await fetch(url);
    expect(answer.headers.get('content-length')).toBe('11');
    expect(await answer.text()).toBe('{"a":"<b>"}');
  });

  it('rewrites before the compressor wrapped around it gzips', async () => {
    const url = await serve((response) => {
      response.setHeader('content-type', 'text/html');
      response.end('<h1>grace</h1>');
    }, true);
    // node:http, not fetch, which would inflate the body before the test could see it was gzipped.
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      get(url, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
    );
    expect(answer.headers['content-encoding']).toBe('gzip');
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    const text = gunzipSync(Buffer.concat(chunks)).toString();
    expect(text).toBe('<H1>GRACE</H1><!--END-->');
  });
});
