import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conjunctionMatches, conjunctionOperands } from './conjunction';
import { parseTsvectors } from './textColumn';
import { TextSearches, textRanks } from './textSearch';
import { topRanked } from './topRanked';
import { parseTsquery } from './tsquery';

// Few words sharing prefixes, so documents repeat words, prefixes match several lexemes and ranks often tie.
const WORDS = ['fa', 'faith', 'faithful', 'family', 'hope', 'hoping', 'home', 'grace'];

const entry = fc.record({
  word: fc.constantFrom(...WORDS),
  // Positions close together (strong pairs) and far apart; none at all now and then.
  positions: fc.oneof(
    { weight: 12, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }) },
    { weight: 2, arbitrary: fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant([] as number[]) },
  ),
  weights: fc.array(fc.constantFrom('A', 'B', 'C', ''), { minLength: 4, maxLength: 4 }),
});
/** A catalogue as PostgreSQL prints its tsvectors: each document's distinct lexemes with sorted positions. */
const catalogue = fc.array(fc.array(entry, { maxLength: 6 }), { minLength: 1, maxLength: 120 }).map((docs) =>
  docs.map((entries) => {
    const seen = new Map<string, string>();
    for (const { word, positions, weights } of entries) {
      if (seen.has(word)) continue;
      const sorted = positions.toSorted((a, b) => a - b);
      const list = sorted.map((position, i) => `${position}${weights[i % 4]}`).join(',');
      seen.set(word, list ? `'${word}':${list}` : `'${word}'`);
    }
    return [...seen.keys()]
      .sort()
      .map((word) => seen.get(word))
      .join(' ');
  }),
);
const query = fc.array(fc.record({ word: fc.constantFrom(...WORDS, 'f', 'ho', 'zz'), prefix: fc.boolean() }), {
  minLength: 2,
  maxLength: 3,
});

describe('top of a ranking by rank bounds', () => {
  it('picks the same page, in the same order, as ranking every match, and never bounds below a rank', () => {
    fc.assert(
      fc.property(catalogue, query, fc.integer({ min: 1, max: 12 }), (docs, operands, wanted) => {
        const text = parseTsvectors(docs.join('\x1d'), docs.length);
        const parsed = parseTsquery(operands.map(({ word, prefix }) => `'${word}'${prefix ? ':*' : ''}`).join(' & '));
        // The same word twice is one item: ranked by calc_rank_or, not bounded.
        if (!parsed || parsed.items.length < 2) return;
        const list = conjunctionMatches(text, conjunctionOperands(parsed) ?? []);
        const marks = new Uint8Array(docs.length);
        for (const doc of list) marks[doc] = 1;
        const search = { query: parsed, marks, list };
        const ranks = textRanks(text, docs.length, search);
        const bounded = new TextSearches(text, docs.length).bounded(search);
        if (!bounded) throw new Error('an AND of several operands has rank bounds');
        for (const doc of list) expect(bounded.bounds[doc]).toBeGreaterThanOrEqual(ranks[doc] as number);
        const everything = Array.from(list).sort((a, b) => (ranks[b] as number) - (ranks[a] as number) || a - b);
        expect(topRanked(list, wanted, bounded.bounds, bounded.rankOf)).toEqual(everything.slice(0, wanted));
      }),
      { numRuns: 400, seed: 12 },
    );
  });

  it('leaves unranked the products whose bound is below the page', () => {
    const bounds = Float32Array.of(0.9, 0.2, 0.8, 0.1, 0.95);
    const ranks = [0.5, 0.15, 0.7, 0.1, 0.9];
    const ranked: number[] = [];
    const rankOf = (p: number) => {
      ranked.push(p);
      return ranks[p] as number;
    };
    expect(topRanked(Int32Array.of(0, 1, 2, 3, 4), 2, bounds, rankOf)).toEqual([4, 2]);
    expect([...new Set(ranked)].sort()).toEqual([0, 2, 4]);
  });
});
