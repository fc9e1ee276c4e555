import { sharedStore } from '@/lib/shared/sharedStore';
import { sharesNextCaches } from './cacheHandlerSettings';
import { registerCacheHandler } from './registeredCacheHandler.mjs';
import { createSharedCacheHandler } from './sharedCacheHandler';

/**
 * As the server starts (instrumentation.ts): with `REDIS_URL`, registers the handler on this process's shared store
 * that next.config.ts's `cacheHandlers` file hands Next's calls to. Without it, Next's own handler is configured, and
 * nothing is registered.
 */
export function registerSharedCacheHandler(env: Record<string, string | undefined> = process.env): void {
  if (sharesNextCaches(env)) registerCacheHandler(createSharedCacheHandler({ store: sharedStore() }));
}
