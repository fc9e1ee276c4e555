import type { ServerResponse } from 'node:http';
import type { HtmlRewriter } from './lateScripts';

type Callback = (error?: Error | null) => void;

const bytes = (chunk: unknown, encoding: unknown): Uint8Array =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : (chunk as Uint8Array);

/**
 * Passes an HTML response's body through a rewriter as it streams; every other response goes out untouched. The
 * decision is made at the first write, when the content type is known. An HTML body whose length was already sent
 * cannot change, so it is left alone. The body must reach it as text: compress after it (a Content-Encoding set
 * by a compressor wrapped around it is expected), never before.
 */
export function rewriteHtmlResponse(response: ServerResponse, createRewriter: () => HtmlRewriter): void {
  const write = response.write.bind(response) as (chunk: unknown, encoding?: unknown, callback?: Callback) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown, encoding?: unknown, callback?: Callback) => unknown;
  const decoder = new TextDecoder();
  let rewriter: HtmlRewriter | null | undefined;

  const decide = () => {
    if (rewriter !== undefined) return rewriter;
    const html = /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''));
    const fixedLength = response.hasHeader('content-length');
    if (!html || (fixedLength && response.headersSent)) rewriter = null;
    else {
      if (fixedLength) response.removeHeader('content-length');
      rewriter = createRewriter();
    }
    return rewriter;
  };

  response.write = ((chunk: unknown, encoding?: unknown, callback?: Callback) => {
    const active = decide();
    if (!active) return write(chunk, encoding, callback);
    const done = typeof encoding === 'function' ? (encoding as Callback) : callback;
    const text = active.push(decoder.decode(bytes(chunk, encoding), { stream: true }));
    return write(text, 'utf8', done);
  }) as ServerResponse['write'];

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: Callback) => {
    const done =
      typeof chunk === 'function'
        ? (chunk as Callback)
        : typeof encoding === 'function'
          ? (encoding as Callback)
          : callback;
    const data = typeof chunk === 'function' || chunk == null ? undefined : chunk;
    const active = decide();
    if (!active) return end(data, typeof encoding === 'function' ? undefined : encoding, done);
    const last = data === undefined ? '' : active.push(decoder.decode(bytes(data, encoding), { stream: true }));
    return end(last + active.push(decoder.decode()) + active.end(), 'utf8', done);
  }) as ServerResponse['end'];
}
