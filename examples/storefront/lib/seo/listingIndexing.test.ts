import { describe, expect, it } from 'vitest';
import { listingIndexing } from './listingIndexing';

describe('listingIndexing', () => {
  it('a plain listing is its own canonical and indexed', () => {
    expect(listingIndexing({ category: ['bibles', 'niv'] })).toEqual({
      canonical: '/category/bibles/niv',
      noindex: false,
    });
    expect(listingIndexing({ q: 'grace' })).toEqual({ canonical: '/search?q=grace', noindex: false });
    expect(listingIndexing({ tag: 'monthly-specials' })).toEqual({
      canonical: '/search?tag=monthly-specials',
      noindex: false,
    });
    expect(listingIndexing({})).toEqual({ canonical: '/category', noindex: false });
  });

  it('a paged listing keeps its page', () => {
    expect(listingIndexing({ category: ['bibles'], currentPage: 3 })).toEqual({
      canonical: '/category/bibles?currentPage=3',
      noindex: false,
    });
    expect(listingIndexing({ currentPage: 2 })).toEqual({ canonical: '/category?currentPage=2', noindex: false });
  });

  it('facets, price, sort, page size and layout point to the unfiltered listing, noindex', () => {
    const plain = { canonical: '/category/bibles/niv', noindex: true };
    const base = { category: ['bibles', 'niv'], currentPage: 2 };
    expect(listingIndexing({ ...base, filters: { format: ['Hardcover'] } })).toEqual(plain);
    expect(listingIndexing({ ...base, price: { low: 1000, high: 2000 } })).toEqual(plain);
    expect(listingIndexing({ ...base, sort: { field: 'price', direction: 'asc' } })).toEqual(plain);
    expect(listingIndexing({ ...base, resultsPerPage: 60 })).toEqual(plain);
    expect(listingIndexing(base, { layout: 'list' })).toEqual(plain);
    expect(listingIndexing({ ...base, authors: ['Max Lucado'] })).toEqual(plain);
  });

  it("an author's listing is the authors; authors beside a search are a filter", () => {
    expect(listingIndexing({ authors: ['Max Lucado'] })).toEqual({
      canonical: '/search?authors=Max+Lucado',
      noindex: false,
    });
    expect(listingIndexing({ q: 'grace', authors: ['Max Lucado'] })).toEqual({
      canonical: '/search?q=grace',
      noindex: true,
    });
  });

  it('the default page size is no permutation; an empty listing is not indexed', () => {
    expect(listingIndexing({ q: 'grace', resultsPerPage: 30 }).noindex).toBe(false);
    expect(listingIndexing({ q: 'zzzz' }, { empty: true })).toEqual({ canonical: '/search?q=zzzz', noindex: true });
  });
});
