// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { lateScriptsRewriter } from './lateScripts';

// The head Next.js 16 writes (trimmed), a body with its flight data, and a client chunk React adds mid-body.
const NONCE = 'n0nce+/=';
const page = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/late.js"/>`,
  '<link rel="preload" as="image" href="/covers/1.svg" fetchPriority="high"/>',
  `<script src="/_next/static/chunks/main.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-x_1.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  '<script src="/vendor/widget.js" async=""></script>',
  `<script src="/_next/static/chunks/blocking.js" nonce="${NONCE}"></script>`,
  '<title>Grace &amp; truth | Koorong</title></head><body><h1>Results for "grace"</h1><p>2 &lt; 3 – Café</p>',
  `<script nonce="${NONCE}">self.__next_f.push([1,"1:I[\\"x\\"]\\n"])</script>`,
  `<script src="/_next/static/chunks/late.js" nonce="${NONCE}" async=""></script>`,
  '</body></html>',
].join('');

const rewriteWhole = (html: string) => {
  const rewriter = lateScriptsRewriter();
  return rewriter.push(html) + rewriter.end();
};

describe('lateScriptsRewriter', () => {
  const out = rewriteWhole(page);

  it("turns the framework's async bundles into queued pushes under the same nonce, defining the loader once", () => {
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(main|turbopack-x_1|late)\.js"/);
    const pushes = [
      ...out.matchAll(/<script nonce="([^"]*)">[^<]*?self\.__bookshopScripts\.push\("([^"]+)"\)<\/script>/g),
    ];
    expect(pushes.map((match) => match[2])).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/turbopack-x_1.js',
      '/_next/static/chunks/late.js',
    ]);
    expect(pushes.every((match) => match[1] === NONCE)).toBe(true);
    expect(out.match(/self\.__bookshopScripts=\{/g)).toHaveLength(1);
    expect(out.indexOf('self.__bookshopScripts={')).toBeLessThan(out.indexOf('.push("/_next/static/chunks/main.js")'));
  });

  it('drops only the preloads of those bundles', () => {
    expect(out).not.toContain('as="script"');
    expect(out).toContain('<link rel="preload" as="image" href="/covers/1.svg" fetchPriority="high"/>');
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  });

  it('leaves everything else as it was: fallbacks, blocking and foreign scripts, inline data, text', () => {
    for (const kept of [
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
      '<script src="/vendor/widget.js" async=""></script>',
      `<script src="/_next/static/chunks/blocking.js" nonce="${NONCE}"></script>`,
      `<script nonce="${NONCE}">self.__next_f.push([1,"1:I[\\"x\\"]\\n"])</script>`,
      '<title>Grace &amp; truth | Koorong</title>',
      '<p>2 &lt; 3 – Café</p>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it('gives the same document whichever places the stream is cut at', () => {
    for (let first = 1; first < page.length; first += 7) {
      const second = Math.min(page.length, first + 1 + ((first * 13) % 97));
      const rewriter = lateScriptsRewriter();
      const pieces = [page.slice(0, first), page.slice(first, second), page.slice(second)];
      expect(pieces.map((piece) => rewriter.push(piece)).join('') + rewriter.end(), `cut at ${first}, ${second}`).toBe(
        out,
      );
    }
  });

  it('passes a document without framework bundles through unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><title>Offline</title></head><body><p>a < b</p></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });

  it('adds the held bundles, in order and with the nonce, only once the document is parsed', async () => {
    let parsed = new Set<Element>();
    let loaded = () => {};
    const load = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    const dom = new JSDOM(out, {
      runScripts: 'dangerously',
      beforeParse(window) {
        Object.assign(window, { __next_f: [] });
        // Registered before the page's own listener, so it sees the document just as parsing ends.
        window.document.addEventListener('DOMContentLoaded', () => {
          parsed = new Set(window.document.querySelectorAll('script[src]'));
        });
        window.addEventListener('load', () => loaded());
      },
    });
    await load;
    const sources = (scripts: Iterable<Element>) => [...scripts].map((script) => script.getAttribute('src'));
    expect(sources(parsed)).not.toContain('/_next/static/chunks/main.js');
    const added = [...dom.window.document.querySelectorAll<HTMLScriptElement>('script[src]')].filter(
      (script) => !parsed.has(script),
    );
    expect(added.map((script) => [script.getAttribute('src'), script.nonce, script.parentElement?.tagName])).toEqual([
      ['/_next/static/chunks/main.js', NONCE, 'HEAD'],
      ['/_next/static/chunks/turbopack-x_1.js', NONCE, 'HEAD'],
      ['/_next/static/chunks/late.js', NONCE, 'HEAD'],
    ]);
    dom.window.close();
  });
});
