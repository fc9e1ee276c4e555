import type { SearchOptions, SearchProduct } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('./catalogCache', () => ({ stockCache: vi.fn(), productTag: (slug: string) => `product:${slug}` }));
const withStock = vi.fn(async (products: SearchProduct[]) =>
  products.map((product) => ({ ...product, availabilityInfo: { isOnStock: true, availableQuantity: 3 } })),
);
const search = vi.fn();
vi.mock('../bookshop', () => ({ bookshop: () => ({ search: { search }, catalog: { withStock } }) }));
const { searchWithStock } = await import('./products');

const found = [{ sku: '9780060652920' }] as SearchProduct[];

describe('searchWithStock', () => {
  it('has the SDK merge stock once, through the shared cache of its merge, with no tracking ids', async () => {
    search.mockImplementation(async (_state, { stock }: SearchOptions) => {
      if (typeof stock !== 'function') throw new Error('expected a merge');
      return { products: await stock(found, { signal: new AbortController().signal }) };
    });
    const result = await searchWithStock({ q: 'mere' });
    // The page's search is shared by every visitor: the browser reports it with its own ids.
    expect(search.mock.calls[0]?.[1]).not.toHaveProperty('tracking');
    // The request's options are no part of the cached call's key.
    expect(withStock).toHaveBeenCalledWith(found);
    expect(result.products).toEqual([{ ...found[0], availabilityInfo: { isOnStock: true, availableQuantity: 3 } }]);
  });
});
