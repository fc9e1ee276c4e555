import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchAgreement, page, type SearchAgreement } from './searchAgreement';
import { lexemeRange } from './textColumn';
import { markedList } from './textSearch';

let search: SearchAgreement;
beforeAll(async () => {
  search = await openSearchAgreement(400, 11);
});
afterAll(() => search?.db.close());

describe('text search in memory', () => {
  it('ranks text matches exactly as ts_rank does', async () => {
    for (const q of ['grace', 'bible study', 'the hope', 'keller grace', 'psalms of grace', 'kids bible', '978']) {
      for (const typeahead of [false, true]) {
        await search.same(
          { q, typeahead, filters: { values: {}, ranges: {} }, background: [] },
          page({ field: 'relevance', direction: 'desc' }, 0, 100),
        );
      }
    }
    // ANDs of words with a short page: ranked only where their rank bounds reach the page (topRanked.ts).
    for (const q of ['the b', 'bible s', 'bible bibl', 'bible bi', 'study stu', 'the th', 'of o', 'grace gr']) {
      for (const offset of [0, 4]) {
        await search.same(
          { q, typeahead: true, filters: { values: {}, ranges: {} }, background: [] },
          page({ field: 'relevance', direction: 'desc' }, offset, 3),
        );
      }
    }
    // Broad prefixes: many lexemes per document, summed from the inverted index.
    for (const q of ['g', 'p', 'st', 'the b']) {
      await search.same(
        { q, typeahead: true, filters: { values: {}, ranges: {} }, background: [] },
        page({ field: 'relevance', direction: 'asc' }, 0, 100),
      );
    }
  });

  it('finds a lexeme and the range of lexemes a prefix starts', () => {
    const lexemes = ['ab', 'abc', 'abd', 'b', 'ba', 'bab', 'c'];
    expect(lexemeRange(lexemes, 'ab', false)).toEqual([0, 1]);
    expect(lexemeRange(lexemes, 'ab', true)).toEqual([0, 3]);
    expect(lexemeRange(lexemes, 'ba', true)).toEqual([4, 6]);
    expect(lexemeRange(lexemes, 'c', true)).toEqual([6, 7]);
    expect(lexemeRange(lexemes, 'bb', true)).toEqual([6, 6]);
    expect(lexemeRange(lexemes, 'aa', false)).toEqual([0, 0]);
    expect(lexemeRange(lexemes, 'd', true)).toEqual([7, 7]);
  });

  it('lists the marked products in order', () => {
    expect([...markedList(Uint8Array.of(0, 1, 1, 0, 1), new Int32Array(5))]).toEqual([1, 2, 4]);
    expect([...markedList(new Uint8Array(3), new Int32Array(3))]).toEqual([]);
  });
});
