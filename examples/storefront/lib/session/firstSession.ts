import 'server-only';
import type { TokenSet } from '@bookshop/sdk';

/** How long a started session is handed to the same browser's other requests: until its cookie has come back. */
const REUSE_MS = 30_000;
/** Entries kept at most; past it the oldest go (a browser then starts a session of its own, as before). */
const MAX_ENTRIES = 10_000;

const started = new Map<string, { token: Promise<TokenSet>; at: number }>();

/**
 * One commerce session for one browser's first requests that need one, however many arrive at once: two quick adds to
 * the basket from a new visitor carry no session cookie yet, and each would otherwise start an anonymous session of
 * its own, the browser keeping only the cookie that came last (and the basket of the other was lost). The browser is
 * known by its visit id, a cookie `/api/session` sets (every page asks it after hydration), so requests that share one share the session `start`
 * began. Kept in this process's memory: several server processes behind one browser could still start one each.
 */
export function firstSession(visitId: string, start: () => Promise<TokenSet>, now = Date.now()): Promise<TokenSet> {
  for (const [key, entry] of started) {
    if (now - entry.at < REUSE_MS && started.size <= MAX_ENTRIES) break;
    started.delete(key); // the oldest first (a Map keeps insertion order)
  }
  const known = started.get(visitId);
  if (known && now - known.at < REUSE_MS) return known.token;
  const token = start();
  started.set(visitId, { token, at: now });
  // A failed start is not handed on: the next request tries again.
  token.catch(() => {
    if (started.get(visitId)?.token === token) started.delete(visitId);
  });
  return token;
}
