// Next imports the file named in `cacheHandlers` itself, with Node, outside its bundles, and Node 20 cannot import
// TypeScript. So this file stays plain JavaScript and small: it hands each call to the handler the server registered
// as it started (instrumentation.ts, with the site's shared store), kept on `globalThis` because the bundled copy of
// this module that registers it is not this copy.
const REGISTERED = Symbol.for('bookshop.storefront.cacheHandler');

/** @param {import('next/dist/server/lib/cache-handlers/types').CacheHandler} handler */
export function registerCacheHandler(handler) {
  globalThis[REGISTERED] = handler;
}

/** @returns {import('next/dist/server/lib/cache-handlers/types').CacheHandler | undefined} */
export function registeredCacheHandler() {
  return globalThis[REGISTERED];
}

let told = false;
// Next registers instrumentation before a route renders, so this is a safeguard: unregistered, nothing is cached (a
// miss is always right), and it is said once.
function unregistered() {
  if (told) return;
  told = true;
  console.warn("Next's 'use cache' handler was called before the server registered the shared one: nothing is cached");
}

/** @type {import('next/dist/server/lib/cache-handlers/types').CacheHandler} */
const cacheHandler = {
  async get(cacheKey, softTags) {
    const handler = registeredCacheHandler();
    if (handler) return handler.get(cacheKey, softTags);
    unregistered();
    return undefined;
  },
  async set(cacheKey, pendingEntry) {
    const handler = registeredCacheHandler();
    if (handler) return handler.set(cacheKey, pendingEntry);
    unregistered();
    await (await pendingEntry).value.cancel();
  },
  async refreshTags() {
    await registeredCacheHandler()?.refreshTags();
  },
  async getExpiration(tags) {
    return (await registeredCacheHandler()?.getExpiration(tags)) ?? 0;
  },
  async updateTags(tags, durations) {
    await registeredCacheHandler()?.updateTags(tags, durations);
  },
};

export default cacheHandler;
