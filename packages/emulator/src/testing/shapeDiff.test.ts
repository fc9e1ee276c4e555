import { describe, expect, it } from 'vitest';
import { shapeDiff } from './shapeDiff';

describe('shapeDiff', () => {
  it('reports missing keys and type changes, accepts extra keys and any value for a recorded null', () => {
    expect(shapeDiff({ a: '1', b: [{ c: 1 }], n: null }, { a: 'x', b: [{ c: 2, d: true }], n: [1], extra: 1 })).toEqual(
      [],
    );
    expect(shapeDiff({ a: '1', b: [{ c: 1 }] }, { a: 1, b: [{}] })).toEqual([
      '$.a: expected string, got number',
      '$.b[0].c: missing',
    ]);
    expect(shapeDiff([], [1])).toEqual([]);
  });
});
