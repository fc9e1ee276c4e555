import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FACETS } from './facets';
import { everything, openSearchAgreement, page, type SearchAgreement } from './searchAgreement';
import { type FilterSet, SORT_OPTIONS } from './searchRequest';

let search: SearchAgreement;
/** Values each list and hierarchy facet has in the catalogue, to draw filters from. */
const known = new Map<string, string[]>();

beforeAll(async () => {
  search = await openSearchAgreement(400, 11);
  const all = await search.sql.search(everything, page());
  for (const [field, count] of all.facets)
    known.set(
      field,
      count.values.map((value) => value.value),
    );
  known.set(
    'category',
    [...search.tree.byKey.values()].flatMap((node) => [node.path, node.namePath.toUpperCase()]),
  );
});
afterAll(() => search?.db.close());

const WORDS = ['grace', 'hope', 'bible', 'bibles', 'keller', 'study', 'niv', 'the', 'of', 'journal', 'psalms', 'kids'];
const word = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((text) => text.slice(0, 2 + (text.length % 3))),
  fc.constantFrom('978', 'lloyd-jones', '"quiet rest"', '-grace', 'or', 'mugs', 'ten boom', 'zzzq', "o'brien"),
);
const text = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('*') },
  { weight: 6, arbitrary: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')) },
);

const filterSet = (withValues: boolean) =>
  fc
    .record({
      picks: fc.array(
        fc.record({
          field: fc.constantFrom(
            ...FACETS.filter((facet) => facet.kind !== 'slider').map((facet) => facet.field),
            'colour',
          ),
          choices: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
          unknown: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      ranges: fc.array(
        fc.record({
          field: fc.constantFrom(...FACETS.filter((facet) => facet.kind === 'slider').map((facet) => facet.field)),
          low: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
          high: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ picks, ranges }) => {
      const set: FilterSet = { values: {}, ranges: {} };
      if (!withValues) return set;
      for (const { field, choices, unknown } of picks) {
        const options =
          known.get(field) ??
          (
            FACETS.find((facet) => facet.field === field && facet.kind === 'derived') as
              | { buckets: { value: string }[] }
              | undefined
          )?.buckets.map((bucket) => bucket.value) ??
          [];
        const values = choices.map((choice) => options[choice % Math.max(options.length, 1)] ?? 'none');
        set.values[field] = unknown ? [...values, 'No Such Value'] : [...new Set(values)];
      }
      for (const { field, low, high } of ranges) set.ranges[field] = { low, high };
      return set;
    });

const scope = fc.record({
  q: text,
  typeahead: fc.boolean(),
  filters: filterSet(true),
  background: fc.array(filterSet(true), { maxLength: 1 }),
});
const pages = fc.record({
  sort: fc.constantFrom(
    ...SORT_OPTIONS.map((option) => ({ field: option.field as string, direction: option.direction })),
    { field: 'relevance', direction: 'asc' as const },
  ),
  offset: fc.constantFrom(0, 0, 5, 30, 390),
  limit: fc.integer({ min: 1, max: 60 }),
});

describe('in-memory search index', () => {
  it('answers exactly what the SQL computation answers: counts, totals, ranking and pages', async () => {
    await fc.assert(
      fc.asyncProperty(scope, pages, async (searchScope, request) => search.same(searchScope, request)),
      { numRuns: 150, seed: 4 },
    );
  });
});
