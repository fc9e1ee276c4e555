import { describe, expect, it } from 'vitest';
import { isSubscriptionCacheFresh } from './isSubscriptionCacheFresh';

const stored = Date.parse('2025-03-01T09:00:00Z');
const cache = { hasSubscribed: true, timestamp: stored };
const hour = 3_600_000;

describe('isSubscriptionCacheFresh', () => {
  it('trusts a status younger than 24 hours', () => {
    expect(isSubscriptionCacheFresh(cache, stored)).toBe(true);
    expect(isSubscriptionCacheFresh(cache, stored + 24 * hour - 1)).toBe(true);
    expect(isSubscriptionCacheFresh({ hasSubscribed: false, timestamp: stored }, new Date(stored + hour))).toBe(true);
  });

  it('checks again from 24 hours on', () => {
    expect(isSubscriptionCacheFresh(cache, stored + 24 * hour)).toBe(false);
    expect(isSubscriptionCacheFresh(cache, new Date('2025-03-05T00:00:00Z'))).toBe(false);
  });

  it('checks again without a usable cache', () => {
    expect(isSubscriptionCacheFresh(null, stored)).toBe(false);
    expect(isSubscriptionCacheFresh(undefined, stored)).toBe(false);
    expect(isSubscriptionCacheFresh({ hasSubscribed: true, timestamp: Number.NaN }, stored)).toBe(false);
    expect(isSubscriptionCacheFresh(cache, stored - 1)).toBe(false);
  });
});
