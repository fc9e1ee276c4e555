/** Limits of failed sign-ins inside one window. */
export interface ThrottleLimits {
  perIdentifier: number;
  perClient: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perIdentifier: 5, perClient: 30, windowMs: 15 * 60_000 };

/**
 * Counts failed sign-ins per identifier (email or member number) and per client, in a sliding window. Once either
 * reaches its limit, sign-in is refused until the oldest failure leaves the window: `retryAfterSeconds` says when.
 */
export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.limits.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private keys(identifier: string, client: string): [string, number][] {
    return [
      [`id:${identifier.trim().toLowerCase()}`, this.limits.perIdentifier],
      [`client:${client}`, this.limits.perClient],
    ];
  }

  /** Seconds to wait before trying again, or 0 when a sign-in may be attempted now. */
  retryAfterSeconds(identifier: string, client: string): number {
    let waitMs = 0;
    for (const [key, limit] of this.keys(identifier, client)) {
      const recent = this.recent(key);
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit] as number;
        waitMs = Math.max(waitMs, oldest + this.limits.windowMs - this.now());
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  recordFailure(identifier: string, client: string): void {
    for (const [key] of this.keys(identifier, client)) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  /** A successful sign-in clears the identifier's failures (not the client's). */
  recordSuccess(identifier: string): void {
    this.failures.delete(`id:${identifier.trim().toLowerCase()}`);
  }
}

const throttles = new WeakMap<object, LoginThrottle>();

/** The one throttle of a database, shared by every service that signs customers in against it. */
export function loginThrottleFor(owner: object): LoginThrottle {
  let throttle = throttles.get(owner);
  if (!throttle) {
    throttle = new LoginThrottle();
    throttles.set(owner, throttle);
  }
  return throttle;
}
