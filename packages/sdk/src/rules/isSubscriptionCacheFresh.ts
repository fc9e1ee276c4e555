/**
 * How long a cached newsletter subscription status is trusted: 24 hours (spec C9: 86,400,000 ms).
 *
 * @example
 * ```ts
 * isSubscriptionCacheFresh({ hasSubscribed: true, timestamp: now - NEWSLETTER_CACHE_MS + 1 }, now); // true
 * ```
 */
export const NEWSLETTER_CACHE_MS = 86_400_000;

/** The newsletter subscription status as the browser caches it. */
export interface SubscriptionCache {
  hasSubscribed: boolean;
  /** When the status was stored, in milliseconds since the epoch. */
  timestamp: number;
}

/**
 * Whether a cached newsletter status may still be trusted instead of asking the marketing service again (spec C4):
 * it is younger than 24 hours at `now`. A missing cache, an unreadable timestamp or one in the future (a clock that
 * moved back, or a tampered value) is not fresh, so the status is checked again.
 *
 * @example
 * ```ts
 * isSubscriptionCacheFresh({ hasSubscribed: true, timestamp: Date.parse('2025-03-01T09:00Z') }, new Date('2025-03-02T08:59Z')); // true
 * isSubscriptionCacheFresh(null, Date.now()); // false
 * ```
 */
export function isSubscriptionCacheFresh(cache: SubscriptionCache | null | undefined, now: Date | number): boolean {
  if (!cache) return false;
  const age = Number(now) - cache.timestamp;
  return age >= 0 && age < NEWSLETTER_CACHE_MS;
}
