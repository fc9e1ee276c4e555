import 'server-only';

/** How long content every page reads is reused: editors see their change within five minutes. */
const CONTENT_TTL_MS = 5 * 60_000;

const memo = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * Content every page reads (chrome, settings), kept in the server process so a page does not wait on the content
 * service for it. A failure is not kept: the next request tries again.
 */
export function cachedContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = memo.get(key);
  if (hit && Date.now() - hit.at < CONTENT_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  memo.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (memo.get(key)?.value === value) memo.delete(key);
  });
  return value;
}
