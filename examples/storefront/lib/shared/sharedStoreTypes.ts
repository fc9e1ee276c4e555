/**
 * The state several storefront instances must share (limits, once-only guards, short-lived records), behind one small
 * interface: Redis when `REDIS_URL` is set, this process's memory otherwise. Values are strings; a caller that keeps
 * an object writes its JSON. Every write carries an expiry, so nothing here outlives its use.
 */
export interface SharedStore {
  /**
   * Adds 1 to the counter at `key` and answers the count. A new counter expires `ttlMs` after its first increment and
   * later increments keep that expiry (a fixed window); `expiresInMs` is what is left of it.
   */
  increment(key: string, ttlMs: number): Promise<{ count: number; expiresInMs: number }>;
  /** Sets `key` for `ttlMs` unless it holds a value; `true` when this call set it (the one writer of a once-only). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The value at `key`, `undefined` when it has none or it expired. */
  get(key: string): Promise<string | undefined>;
  /** The values at `keys`, in their order, in one round trip (`undefined` for a key with none). */
  getMany(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** Sets `key` for `ttlMs`, whatever it held. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes `key` only while it still holds `value` (a lease released by its holder only); `true` when deleted. */
  deleteIf(key: string, value: string): Promise<boolean>;
  /**
   * Gives `key` a new expiry of `ttlMs` only while it still holds `value` (a lease kept alive by its holder only: one
   * that already ran out and passed to another holder stays theirs); `true` when extended.
   */
  extendIf(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Closes the connection, if any (tests, shutdown). */
  close(): Promise<void>;
}

const UNAVAILABLE = Symbol.for('bookshop.storefront.SharedStoreUnavailableError');

/**
 * The shared store could not be reached (Redis down, restarting, or too slow). Callers decide what pauses: see
 * docs/decisions.md ("Shared state across instances"). A command Redis itself refused is not this: it is a bug.
 *
 * @example
 * ```ts
 * try { await store.setIfAbsent(key, id, 30_000) } catch (error) { if (error instanceof SharedStoreUnavailableError) … }
 * ```
 */
export class SharedStoreUnavailableError extends Error {
  override name = 'SharedStoreUnavailableError';
  readonly [UNAVAILABLE] = true;

  // Next bundles this module once per layer (the instrumentation hook's, the routes', the pages'), and the one store,
  // made by whichever copy ran first, throws that copy's class: `instanceof` goes by a mark every copy shares.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && UNAVAILABLE in value;
  }
}
