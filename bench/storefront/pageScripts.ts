import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  /** The external scripts a modern browser loads, each gzipped (level 9), summed. */
  files: number;
  /** How many external scripts that is. */
  count: number;
  /** The inline scripts (React's flight data), gzipped together. */
  inline: number;
}

const gzipped = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** What a module-capable browser fetches for one `<script>` tag's attributes: its src, unless it is `noModule`. */
const fetchedSource = (attributes: string) =>
  /\bnomodule\b/i.test(attributes) ? undefined : /\bsrc="([^"]+)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&');

/**
 * The route's first-load JS, read from its HTML: every `<script src>` a module-capable browser fetches (Next's
 * `noModule` polyfills are skipped, as a browser that runs modules does), fetched and gzipped one by one.
 */
export async function firstLoadJs(base: string, html: string): Promise<FirstLoadJs> {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => fetchedSource(match[1] as string))
    .filter((source): source is string => source !== undefined);
  const unique = [...new Set(sources)];
  let files = 0;
  for (const source of unique) {
    const response = await fetch(new URL(source, base));
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    files += gzipped(Buffer.from(await response.arrayBuffer()));
  }
  const inline = inlineScripts(html).join('\n');
  return { files, count: unique.length, inline: gzipped(inline) };
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);

/**
 * The raw bytes of the page's flight data: the text of every inline script that calls `self.__next_f.push`, summed
 * (UTF-8, not gzipped), the figure issue 34's targets are set in.
 */
export function flightBytes(html: string): number {
  return inlineScripts(html)
    .filter((text) => text.includes('self.__next_f.push'))
    .reduce((sum, text) => sum + Buffer.byteLength(text), 0);
}

/** The page's HTML without scripts, script preloads or `<noscript>` fallbacks: what the site shows with no JS. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi, '')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
}

/**
 * The page with its external scripts (and their preloads) taken out of the document and added by a small inline
 * loader one frame after the document is parsed, that is after the first paint: what "hydrate after painting" would
 * cost and save. Not something the site does: added that late, the scripts can miss the load event, so a page could
 * report itself loaded before it hydrates.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const taken = html
    .replace(/<script\b([^>]*)><\/script>/gi, (tag, attributes: string) => {
      const source = fetchedSource(attributes);
      if (source === undefined) return tag;
      sources.push(source);
      return '';
    })
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
  const nonce = /<script\b[^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
  const loader =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>addEventListener('DOMContentLoaded',function(){` +
    `requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(sources)}.forEach(function(s){` +
    `var e=document.createElement('script');e.src=s;document.head.appendChild(e)})},0)})})</script>`;
  return taken.replace('</body>', `${loader}</body>`);
}
