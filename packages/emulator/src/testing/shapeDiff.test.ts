import { describe, expect, it } from 'vitest';
import { shapeDiff } from './shapeDiff';

describe('shapeDiff', () => {
  it('reports missing keys, type changes and undeclared extra keys', () => {
    expect(shapeDiff({ a: '1', b: [{ c: 1 }] }, { a: 'x', b: [{ c: 2 }] })).toEqual([]);
    expect(shapeDiff({ a: '1', b: [{ c: 1 }] }, { a: 1, b: [{ d: true }] })).toEqual([
      'a: expected string, got number',
      'b[].c: missing',
      'b[].d: not in the recorded answer',
    ]);
    expect(shapeDiff({ a: 1 }, { a: 1, extra: 1 }, { extraKeys: ['extra'] })).toEqual([]);
    expect(shapeDiff({ n: null }, { n: [1] })).toEqual(['n: expected null, got array']);
    expect(shapeDiff({ n: null, m: 1 }, { n: [1], m: 1 }, { ignore: ['n'] })).toEqual([]);
    expect(shapeDiff('x', 1)).toEqual(['(root): expected string, got number']);
    expect(shapeDiff([], [1])).toEqual([]);
  });

  it('compares only the value types of declared maps (localized strings)', () => {
    const recorded = { name: { 'en-AU': 'Bibles' } };
    expect(shapeDiff(recorded, { name: { 'en-AU': 'Bibles', 'en-NZ': 'Bibles' } }, { maps: ['name'] })).toEqual([]);
    expect(shapeDiff(recorded, { name: { 'en-NZ': 1 } }, { maps: ['name'] })).toEqual([
      'name.en-NZ: expected string, got number',
    ]);
    expect(shapeDiff(recorded, { name: { 'en-NZ': 'Bibles' } })).toEqual([
      'name.en-AU: missing',
      'name.en-NZ: not in the recorded answer',
    ]);
  });
});
