import { describe, expect, it } from 'vitest';
import { searchCacheKey, withProductSearchParams } from './searchspringTracking';

describe('withProductSearchParams', () => {
  it("adds what the official client sends on every product search, then the shopper's ids (the query's own win)", () => {
    const query = withProductSearchParams(new URLSearchParams('q=grace&userId=mine'), {
      userId: 'user-1',
      sessionId: 'session-1',
    });
    expect([...query]).toEqual([
      ['q', 'grace'],
      ['userId', 'mine'],
      ['beacon', 'true'],
      ['resultsFormat', 'native'],
      ['ajaxCatalog', 'bookshop-sdk'],
      ['sessionId', 'session-1'],
    ]);
  });
});

describe('searchCacheKey', () => {
  it('is the same for the same headers in any order or case, and leaves out the page-load id', () => {
    const query = new URLSearchParams('q=grace&pageLoadId=load-1');
    const key = searchCacheKey(query, { 'X-B': '2', 'x-a': '1', 'x-a-b': '3' });
    expect(
      searchCacheKey(new URLSearchParams('q=grace&pageLoadId=load-2'), { 'x-a-b': '3', 'X-A': '1', 'x-b': '2' }),
    ).toBe(key);
    expect(searchCacheKey(query, { 'x-a': '1', 'x-b': '3' })).not.toBe(key);
    expect(key.startsWith('q=grace\n')).toBe(true);
  });
});
