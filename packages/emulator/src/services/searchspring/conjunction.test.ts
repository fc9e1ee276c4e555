import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conjunctionMatches, conjunctionOperands } from './conjunction';
import { openSearchAgreement, type SearchAgreement } from './searchAgreement';
import { SearchIndex } from './searchIndex';
import { markedList, textMatches } from './textSearch';
import { parseTsquery } from './tsquery';

let search: SearchAgreement;
let index: SearchIndex;
beforeAll(async () => {
  search = await openSearchAgreement(400, 11);
  index = await SearchIndex.load(search.db);
});
afterAll(() => search?.db.close());

describe('conjunctions of words', () => {
  it('are recognised only when the query is nothing but ANDs', () => {
    expect(conjunctionOperands(parseTsquery("'grace' & 'ho':*") as never)).toEqual([
      { lexeme: 'grace', prefix: false },
      { lexeme: 'ho', prefix: true },
    ]);
    expect(conjunctionOperands(parseTsquery("'grace' & !'hope'") as never)).toBeUndefined();
    expect(conjunctionOperands(parseTsquery("'grace' | 'hope'") as never)).toBeUndefined();
    expect(conjunctionOperands(parseTsquery('') as never)).toBeUndefined();
  });

  it('match the documents the general evaluation matches', () => {
    const { text, n } = index.columns;
    // Whole lexemes and prefixes of them (one letter: thousands of lexemes), absent ones too.
    const operand = fc.record({
      lexeme: fc.oneof(
        fc.constantFrom(...text.lexemes.filter((_, i) => i % 7 === 0)),
        fc.constantFrom(...text.lexemes).map((lexeme) => lexeme.slice(0, 1)),
        fc.constant('zzzq'),
      ),
      prefix: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(operand, { minLength: 1, maxLength: 3 }), (operands) => {
        const quoted = operands.map(({ lexeme, prefix }) => `'${lexeme.replace(/'/g, "''")}'${prefix ? ':*' : ''}`);
        const query = parseTsquery(quoted.join(' & '));
        if (!query) return;
        const expected = markedList(textMatches(text, n, query), new Int32Array(n));
        expect([...conjunctionMatches(text, conjunctionOperands(query) ?? [])]).toEqual([...expected]);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
