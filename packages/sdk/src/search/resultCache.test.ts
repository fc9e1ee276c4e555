import { expect, it } from 'vitest';
import { createResultCache } from './resultCache';

it('reuses an entry until it expires and evicts the oldest when full', () => {
  let time = 0;
  const cache = createResultCache<number>(300_000, () => time, 2);
  cache.set('a', 1);
  time = 299_999;
  expect(cache.get('a')).toBe(1);
  time = 300_000;
  expect(cache.get('a')).toBeUndefined();
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  expect(cache.get('missing')).toBeUndefined();
});
