import { describe, expect, it } from 'vitest';
import { withProductSearchParams } from './searchspringTracking';

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
