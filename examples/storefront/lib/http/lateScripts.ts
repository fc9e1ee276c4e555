/** Rewrites an HTML document as it streams past, a chunk at a time. */
export interface HtmlRewriter {
  /** The rewritten text that can go out now; an unfinished tag at the end is held back for the next chunk. */
  push(chunk: string): string;
  /** Whatever is still held back, at the end of the document. */
  end(): string;
}

/** Where the loader keeps the scripts it holds until the document is parsed. */
const QUEUE = '__bookshopScripts';

/**
 * Defines `self.__bookshopScripts.push(src)`: it holds the framework's scripts until the document is parsed, then
 * adds them in the order they were pushed (a script added this way is async). Added before the load event, they still delay it, so a
 * page has hydrated by the time it reports loaded, as before. The nonce comes from this script's own tag, for a
 * policy without 'strict-dynamic'.
 */
const LOADER = `(function(){var q=[],on=0,d=document,n=d.currentScript&&d.currentScript.nonce;function add(s){var e=d.createElement('script');e.src=s;if(n)e.nonce=n;d.head.appendChild(e)}self.${QUEUE}={push:function(s){on?add(s):q.push(s)}};function go(){on=1;q.forEach(add);q=[]}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',go):go()})();`;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?![\\w-])(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(tag);
const attributeValue = (tag: string, name: string) => {
  const match = attribute(tag, name);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};
const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The framework's own bundles: same-origin, under /_next/static/, never a module-less fallback. */
const frameworkScript = (tag: string) => {
  const src = attributeValue(tag, 'src');
  if (src === undefined || attribute(tag, 'nomodule') || !attribute(tag, 'async')) return undefined;
  const decoded = decodeEntities(src);
  return /^\/_next\/static\/[\w./~@+-]+\.js(?:\?[\w.=&%-]*)?$/.test(decoded) ? decoded : undefined;
};

/** A preload of one of those bundles. */
const frameworkPreload = (tag: string) =>
  attributeValue(tag, 'rel')?.toLowerCase() === 'preload' &&
  attributeValue(tag, 'as')?.toLowerCase() === 'script' &&
  /^\/_next\/static\//.test(decodeEntities(attributeValue(tag, 'href') ?? ''));

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Paint first, then load the framework. Next.js puts its bundles in the document's head as async scripts with
 * script preloads; on a fast link they arrive and run (hydration included) before the browser paints the
 * server-rendered page, so the first paint waits for all of them. This rewriter turns each bundle's
 * `<script src async>` into an inline `self.__bookshopScripts.push(src)` (the first one also defines the loader)
 * and drops the script preloads, so the page paints as soon as its HTML and CSS are in and hydrates right after.
 * Nothing else changes: the page already had to work while its bundles downloaded.
 */
export function lateScriptsRewriter(): HtmlRewriter {
  let held = '';
  let loaderWritten = false;

  const rewrite = (text: string) =>
    text
      .replace(/<link\b[^>]*>/gi, (tag) => (frameworkPreload(tag) ? '' : tag))
      .replace(/<script\b[^>]*>/gi, (tag) => {
        const src = frameworkScript(tag);
        if (src === undefined) return tag;
        const nonce = attributeValue(tag, 'nonce');
        const open = nonce === undefined ? '<script>' : `<script nonce="${escapeAttribute(nonce)}">`;
        const loader = loaderWritten ? '' : LOADER;
        loaderWritten = true;
        // The original `</script>` follows the tag, so it closes this inline script.
        return `${open}${loader}self.${QUEUE}.push(${JSON.stringify(src)})`;
      });

  return {
    push(chunk) {
      const text = held + chunk;
      const lastOpen = text.lastIndexOf('<');
      const cut = lastOpen > text.lastIndexOf('>') ? lastOpen : text.length;
      held = text.slice(cut);
      return rewrite(text.slice(0, cut));
    },
    end() {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}
