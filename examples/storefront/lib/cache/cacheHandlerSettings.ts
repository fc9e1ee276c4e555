import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// An absolute path: Next reads a relative one from its build folder, which benches move (NEXT_DIST_DIR).
const HANDLER_FILE = fileURLToPath(new URL('./registeredCacheHandler.mjs', import.meta.url));

/** Whether Next's caches are shared by the instances: when they share a store, Redis at `REDIS_URL`. */
export const sharesNextCaches = (env: Record<string, string | undefined>): boolean => Boolean(env.REDIS_URL?.trim());

/**
 * The `cacheHandlers` of next.config.ts for these settings. With `REDIS_URL`, `'use cache'` (and `'use cache: remote'`)
 * entries and their tags go through the shared handler the server registers as it starts
 * (`registerSharedCacheHandler`); without it nothing is set, and Next keeps its own in-memory handler.
 *
 * @example
 * ```ts
 * const config: NextConfig = { ...cacheHandlerSettings(process.env) };
 * ```
 */
export function cacheHandlerSettings(env: Record<string, string | undefined>): Pick<NextConfig, 'cacheHandlers'> {
  return sharesNextCaches(env) ? { cacheHandlers: { default: HANDLER_FILE, remote: HANDLER_FILE } } : {};
}
