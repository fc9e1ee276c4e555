import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  it('blocks an identifier after its limit until the oldest failure leaves the window', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perIdentifier: 3, perClient: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('A@x.com', 'c')).toBe(0);
      throttle.recordFailure('a@x.com', 'c');
      now += 1000;
    }
    expect(throttle.retryAfterSeconds(' a@X.com ', 'c')).toBe(57);
    expect(throttle.retryAfterSeconds('other@x.com', 'c')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds('a@x.com', 'c')).toBe(0);
  });

  it('blocks a client across identifiers, and success clears only the identifier', () => {
    const throttle = new LoginThrottle({ perIdentifier: 10, perClient: 2, windowMs: 60_000 }, () => 0);
    throttle.recordFailure('a', 'c');
    throttle.recordFailure('b', 'c');
    expect(throttle.retryAfterSeconds('z', 'c')).toBe(60);
    expect(throttle.retryAfterSeconds('z', 'other')).toBe(0);
    throttle.recordSuccess('a');
    expect(throttle.retryAfterSeconds('z', 'c')).toBe(60);
  });
});
