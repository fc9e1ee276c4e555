import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';

/** Makes `handler` the one Next's configured `cacheHandlers` file hands its calls to, in this process. */
export function registerCacheHandler(handler: CacheHandler): void;
/** The handler registered in this process, if any. */
export function registeredCacheHandler(): CacheHandler | undefined;
/** What next.config.ts names in `cacheHandlers`: the registered handler's calls, or a miss before registration. */
declare const cacheHandler: CacheHandler;
export default cacheHandler;
