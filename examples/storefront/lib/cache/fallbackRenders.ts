/**
 * While any back end has failed recently, the pages rendered may show a fallback (an empty shelf, prices in AUD),
 * and the front must not keep them for every visitor: it keeps serving its last good copy instead. A render cannot
 * set a response header once it has started streaming, so the mark is process-wide and the proxy reads it for the
 * pages that follow. The first page rendered from a failure may still be kept, for one TTL at most.
 */

// One mark per process, shared by the proxy's bundle and the pages' (each has its own module instances).
const MARK = Symbol.for('bookshop.lastFallbackAt');
const store = globalThis as { [MARK]?: number };

/** How long after a fallback pages are marked not to be kept: the front's TTL (PAGE_TTL_S, scripts/lib/front.mjs). */
export const FALLBACK_WINDOW_MS = 30_000;

/** Records that a page was just rendered from a fallback. */
export function noteFallback(now = Date.now()): void {
  store[MARK] = now;
}

/** Whether a page rendered now may show a fallback, so the front should not keep it. */
export function fallbackRecently(now = Date.now()): boolean {
  const at = store[MARK];
  return at !== undefined && now - at < FALLBACK_WINDOW_MS;
}
