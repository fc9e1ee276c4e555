import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeSearchState,
  PAGE_SIZES,
  SEARCH_FILTER_WHITELIST,
  type SearchState,
  searchStateFromUrl,
  searchStateToUrl,
} from './searchState';

describe('searchStateFromUrl', () => {
  it('reads a search URL', () => {
    expect(
      searchStateFromUrl(
        '/search?q=grace&authors=Max+Lucado&authors=Tim%20Keller&sort.price=asc&resultsPerPage=60&currentPage=3',
      ),
    ).toEqual({
      q: 'grace',
      authors: ['Max Lucado', 'Tim Keller'],
      sort: { field: 'price', direction: 'asc' },
      resultsPerPage: 60,
      currentPage: 3,
    });
  });

  it('reads repeated facet values and a price range in dollars', () => {
    expect(searchStateFromUrl('/search?format=Hardcover&format=Leather&themes=Hope&price=10.5-50')).toEqual({
      filters: { format: ['Hardcover', 'Leather'], themes: ['Hope'] },
      price: { low: 1050, high: 5000 },
      resultsPerPage: 30,
      currentPage: 1,
    });
  });

  it('reads a custom landing page', () => {
    expect(searchStateFromUrl('/search?tag=easter-gifts')).toMatchObject({ tag: 'easter-gifts' });
  });

  it('defaults to 30 per page and page 1', () => {
    expect(searchStateFromUrl('/search')).toEqual({ resultsPerPage: 30, currentPage: 1 });
  });

  it('offers only 30, 40 or 60 per page and positive whole pages', () => {
    for (const size of ['24', '100', '-40', 'forty', '40.0', '']) {
      expect(searchStateFromUrl(`/search?resultsPerPage=${size}`).resultsPerPage).toBe(30);
    }
    expect(searchStateFromUrl('/search?resultsPerPage=40').resultsPerPage).toBe(40);
    for (const page of ['0', '-2', '2.5', 'two', '99999999999999999999']) {
      expect(searchStateFromUrl(`/search?currentPage=${page}`).currentPage).toBe(1);
    }
    expect(searchStateFromUrl('/search?currentPage=007').currentPage).toBe(7);
  });

  it('drops unknown parameters, facets that are not whitelisted and blank or repeated values', () => {
    expect(
      searchStateFromUrl('/search?q=%20&utm_source=mail&staff_price=1&page=4&format=&format=CD&format=CD&authors=+'),
    ).toEqual({ filters: { format: ['CD'] }, resultsPerPage: 30, currentPage: 1 });
  });

  it('drops control characters from the query, values, sort field and category', () => {
    expect(
      searchStateFromUrl(
        '/category/bi%00bles/%0A?q=a%00b%09&tag=%7Flent&authors=Max%0D+Lucado&format=%01&format=Hard%0Acover&sort.ra%1Fting=desc',
      ),
    ).toEqual({
      q: 'ab',
      tag: 'lent',
      authors: ['Max Lucado'],
      filters: { format: ['Hardcover'] },
      sort: { field: 'rating', direction: 'desc' },
      category: ['bibles'],
      resultsPerPage: 30,
      currentPage: 1,
    });
  });

  it('takes the first valid sort and ignores an empty direction', () => {
    expect(searchStateFromUrl('/search?sort.title=&sort.=asc&sort.rating=DESC&sort.price=asc').sort).toEqual({
      field: 'rating',
      direction: 'desc',
    });
    expect(searchStateFromUrl('/search?sort=price').sort).toBeUndefined();
  });

  it('ignores a price that is not a low-high pair of amounts', () => {
    for (const price of ['10', '-5-10', '10-', 'a-b', '10-20-30']) {
      expect(searchStateFromUrl(`/search?price=${price}`).price).toBeUndefined();
    }
  });

  it('swaps a reversed price range', () => {
    expect(searchStateFromUrl('/search?price=50-10').price).toEqual({ low: 1000, high: 5000 });
  });

  it('cuts the query at 256 characters', () => {
    expect(searchStateFromUrl(`/search?q=${'a'.repeat(300)}`).q).toHaveLength(256);
    expect(searchStateFromUrl(`/search?q=${'a'.repeat(255)}${encodeURIComponent('😀')}`).q).toBe('a'.repeat(255));
  });

  it('reads the category from the path', () => {
    expect(searchStateFromUrl('/category/bibles/study%20bibles/?q=john').category).toEqual(['bibles', 'study bibles']);
    expect(searchStateFromUrl('https://shop.example/category/bibles').category).toEqual(['bibles']);
    expect(searchStateFromUrl(new URL('https://shop.example/category/a%2Fb')).category).toEqual(['a/b']);
    expect(searchStateFromUrl('/category').category).toBeUndefined();
    expect(searchStateFromUrl('/category/%E0%A4%A').category).toEqual(['%E0%A4%A']);
  });

  it('prefers the router’s category path to the URL', () => {
    expect(
      searchStateFromUrl('/category/bibles?category=Music', { categoryPath: ['books', 'prayer'] }).category,
    ).toEqual(['books', 'prayer']);
    expect(searchStateFromUrl('/category/x', { categoryPath: 'bibles/niv' }).category).toEqual(['bibles', 'niv']);
    expect(searchStateFromUrl('/category/bibles', { categoryPath: [] }).category).toEqual(['bibles']);
    expect(searchStateFromUrl('/category/bibles', { categoryPath: null }).category).toEqual(['bibles']);
  });

  it('reads the legacy category parameter', () => {
    expect(searchStateFromUrl('/search?category=Bibles%20%3E%20NIV%3E%3EStudy').category).toEqual([
      'Bibles',
      'NIV',
      'Study',
    ]);
    expect(searchStateFromUrl('/category?category=Music').category).toEqual(['Music']);
    expect(searchStateFromUrl('/category/bibles?category=Music').category).toEqual(['bibles']);
  });

  it("reads a 'web_' category slug as its path, wherever the category comes from (spec C2)", () => {
    expect(searchStateFromUrl('/category/web_bibles_niv').category).toEqual(['bibles', 'niv']);
    expect(searchStateFromUrl('/x', { categoryPath: ['web_bibles', 'study'] }).category).toEqual(['bibles', 'study']);
    expect(searchStateFromUrl('/search?category=web_bibles_niv').category).toEqual(['bibles', 'niv']);
    expect(searchStateFromUrl('/category/web_').category).toBeUndefined();
    expect(searchStateFromUrl('/category/gift-cards_2024').category).toEqual(['gift-cards_2024']);
  });
});

describe('searchStateToUrl', () => {
  it('writes a search URL with parameters in a fixed order and defaults left out', () => {
    expect(
      searchStateToUrl({
        currentPage: 2,
        sort: { field: 'rating', direction: 'desc' },
        filters: { themes: ['Hope'], format: ['Hardcover', 'CD'] },
        price: { low: 1050, high: 5000 },
        authors: ['Max Lucado'],
        q: 'grace & truth',
        resultsPerPage: 30,
      }),
    ).toBe(
      '/search?q=grace+%26+truth&authors=Max+Lucado&format=Hardcover&format=CD&themes=Hope&price=10.5-50&sort.rating=desc&currentPage=2',
    );
  });

  it('writes a bare search path for an empty state', () => {
    expect(searchStateToUrl({})).toBe('/search');
    expect(searchStateToUrl({ resultsPerPage: 40, tag: 'easter' })).toBe('/search?tag=easter&resultsPerPage=40');
  });

  it('writes the category as the path, never as the legacy parameter', () => {
    expect(searchStateToUrl({ category: ['bibles', 'study bibles', 'a/b'], q: 'john' })).toBe(
      '/category/bibles/study%20bibles/a%2Fb?q=john',
    );
    expect(searchStateToUrl({ category: ['', '..', ' '] })).toBe('/search');
  });

  it('writes a state that is not normalised in its normal form', () => {
    expect(
      searchStateToUrl({ q: ' grace ', resultsPerPage: 24, currentPage: -1, sort: { field: ' ', direction: 'asc' } }),
    ).toBe('/search?q=grace');
  });
});

describe('normalizeSearchState', () => {
  it('drops a price that is not in whole, non-negative cents and rounds fractions', () => {
    expect(normalizeSearchState({ price: { low: -1, high: 10 } }).price).toBeUndefined();
    expect(normalizeSearchState({ price: { low: 0, high: Number.POSITIVE_INFINITY } }).price).toBeUndefined();
    expect(normalizeSearchState({ price: { low: 0.4, high: 99.6 } }).price).toEqual({ low: 0, high: 100 });
  });

  it('drops a sort without a direction it knows', () => {
    expect(normalizeSearchState({ sort: { field: 'price', direction: '' as 'asc' } }).sort).toBeUndefined();
  });
});

// Strings that stress URL encoding: every code point, plus the characters URLs and our formats give meaning to.
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom('a', 'Z', ' ', '&', '=', '+', '%', '/', '>', '.', '?', '#', '-', '_', 'é', '😀', '\n'),
    maxLength: 8,
  }),
);
const values = fc.array(text, { maxLength: 3 });
const anyState: fc.Arbitrary<SearchState> = fc.record(
  {
    q: fc.oneof(text, fc.string({ minLength: 250, maxLength: 300 })),
    tag: text,
    authors: values,
    sort: fc.record({ field: text, direction: fc.constantFrom('asc' as const, 'desc' as const) }),
    resultsPerPage: fc.oneof(fc.constantFrom(...PAGE_SIZES), fc.integer()),
    currentPage: fc.oneof(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer()),
    filters: fc.dictionary(fc.oneof(fc.constantFrom(...SEARCH_FILTER_WHITELIST), text), values),
    price: fc.record({ low: fc.integer({ min: -10, max: 10 ** 13 }), high: fc.integer({ min: -10, max: 10 ** 13 }) }),
    category: values,
  },
  { requiredKeys: [] },
);

/** Every key and string value in a state. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...textsOf(item)]);
};

describe('the URL state round trip', () => {
  it('gives back every normalised state from its URL', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const normal = normalizeSearchState(state);
        expect(searchStateFromUrl(searchStateToUrl(normal))).toEqual(normal);
      }),
      { numRuns: 2000 },
    );
  });

  it('normalises idempotently and writes one URL per state', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const normal = normalizeSearchState(state);
        expect(normalizeSearchState(normal)).toEqual(normal);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may survive
        expect(textsOf(normal).filter((value) => /[\u0000-\u001f\u007f]/.test(value))).toEqual([]);
        const url = searchStateToUrl(state);
        expect(searchStateToUrl(searchStateFromUrl(url))).toBe(url);
      }),
    );
  });
});
