import { describe, expect, it } from 'vitest';
import { compilePredicate, compileSort } from './queryPredicate';

const niv = {
  id: 'c1',
  key: 'web_bibles_niv',
  slug: { 'en-AU': 'web_bibles_niv' },
  parent: { typeId: 'category', id: 'p1' },
  orderHint: '0.1',
  ancestors: [{ id: 'root' }, { id: 'p1' }],
};
const root = { id: 'root', key: 'ecom', slug: { 'en-AU': 'ecom' }, orderHint: '0', ancestors: [] };

describe('compilePredicate', () => {
  it.each([
    ['parent(id="p1")', true, false],
    ['slug(en-AU = "web_bibles_niv")', true, false],
    ['parent is defined', true, false],
    ['parent is not defined', false, true],
    ['ancestors is empty', false, true],
    ['ancestors(id = "root")', true, false],
    ['key in ("ecom", "web_bibles_niv")', true, true],
    ['key not in ("ecom")', true, false],
    ['key = "ecom" or parent(id = "p1")', true, true],
    ['key = "ecom" and parent(id = "p1")', false, false],
    ['not (key = "ecom")', true, false],
    ['(key = "ecom")', false, true],
    ['orderHint != "0"', true, false],
  ])('%s', (where, matchesNiv, matchesRoot) => {
    const predicate = compilePredicate(where);
    expect(predicate(niv)).toBe(matchesNiv);
    expect(predicate(root)).toBe(matchesRoot);
  });

  it('binds :variables from var.* parameters', () => {
    expect(compilePredicate('key in :keys', { keys: ['ecom', 'x'] })(root)).toBe(true);
    expect(() => compilePredicate('key = :missing')).toThrow(/not given/);
  });

  it.each(['key =', 'key "x"', 'parent(id = "x"', '= "x"', 'key = "x" junk', 'key is sideways', '"unterminated'])(
    'rejects malformed %s with InvalidInput',
    (where) => {
      expect(() => compilePredicate(where)).toThrow(expect.objectContaining({ code: 'InvalidInput' }));
    },
  );
});

describe('compileSort', () => {
  it('sorts by dotted paths, ascending or descending', () => {
    const items = [{ name: { 'en-AU': 'b' } }, { name: { 'en-AU': 'a' } }, { name: {} }];
    expect([...items].sort(compileSort(['name.en-AU asc']))).toEqual([items[1], items[0], items[2]]);
    expect([...items].sort(compileSort(['name.en-AU desc']))[0]).toBe(items[0]);
    expect(() => compileSort(['name sideways'])).toThrow(/Invalid sort/);
  });
});
