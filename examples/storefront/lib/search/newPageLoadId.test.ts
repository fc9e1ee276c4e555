import { describe, expect, it } from 'vitest';
import { newPageLoadId } from './newPageLoadId';
import { isTrackingId } from './shopperIds';

describe('newPageLoadId', () => {
  it('is a UUID v4 the search service takes, new each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newPageLoadId()));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isTrackingId(id)).toBe(true);
    }
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(newPageLoadId((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newPageLoadId((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
