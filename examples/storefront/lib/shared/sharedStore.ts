import 'server-only';
import { createMemoryStore } from './memoryStore';
import { createRedisStore } from './redisStore';
import type { SharedStore } from './sharedStoreTypes';

const PROCESS_STORE = Symbol.for('bookshop.storefront.sharedStore');
type Holder = { [PROCESS_STORE]?: SharedStore };

/** The store for these settings: Redis at `REDIS_URL` when set, else this process's memory. */
export function storeForEnvironment(env: Record<string, string | undefined>): SharedStore {
  const url = env.REDIS_URL?.trim();
  return url ? createRedisStore({ url }) : createMemoryStore();
}

/**
 * This process's one shared store, made on first use (one Redis client per process, connected lazily). Kept on
 * `globalThis` because Next may load a server module once per bundle, and two memory stores would split the state.
 */
export function sharedStore(): SharedStore {
  const holder = globalThis as Holder;
  holder[PROCESS_STORE] ??= storeForEnvironment(process.env);
  return holder[PROCESS_STORE];
}
