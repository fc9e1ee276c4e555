import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topValues } from './facetTally';

const collator = new Intl.Collator();

describe('facet tallies', () => {
  it('picks the top values by count, then name, as sorting them all would', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 0, maxLength: 60 }),
        fc.array(fc.nat(6), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (names, counts, limit) => {
          const tally = Int32Array.from(names, (_, id) => counts[id] as number);
          const everyValue = names
            .map((value, id) => ({ value, count: tally[id] as number }))
            .filter((entry) => entry.count > 0)
            .sort((a, b) => b.count - a.count || collator.compare(a.value, b.value))
            .slice(0, limit);
          expect(topValues(names, tally, limit)).toEqual(everyValue);
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});
