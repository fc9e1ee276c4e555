import type { SearchOptions, SearchProduct } from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const stockCache = vi.hoisted(() => vi.fn());
vi.mock('./catalogCache', () => ({ stockCache, productTag: (slug: string) => `product:${slug}` }));
vi.mock('../currency/visitorCurrency', () => ({ cardsInVisitorCurrency: async <T>(cards: T) => cards }));
const withStock = vi.fn(async (products: SearchProduct[]) =>
  products.map((product) => ({ ...product, availabilityInfo: { isOnStock: true, availableQuantity: 3 } })),
);
const search = vi.fn();
const recommend = vi.fn();
vi.mock('../bookshop', () => ({ bookshop: () => ({ search: { search, recommend }, catalog: { withStock } }) }));
const { personalRecommendations, searchWithStock } = await import('./products');

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

describe('personalRecommendations', () => {
  const query = { tag: 'similar', product: '9780000000001' };
  const picks = [{ sku: '9780000000001' }, { sku: '9780060652920' }, { sku: '9780310337508' }] as SearchProduct[];

  beforeEach(() => {
    vi.clearAllMocks();
    recommend.mockResolvedValue([{ tag: 'similar', products: picks }]);
  });

  it("asks for the shopper's picks, then merges their stock through the shared stock cache", async () => {
    const cards = await personalRecommendations(query, 'customer-7');
    expect(recommend).toHaveBeenCalledWith({ tags: ['similar'], product: query.product, shopper: 'customer-7' });
    // The product itself is left out before stock is read.
    expect(withStock).toHaveBeenCalledWith(picks.slice(1));
    expect(stockCache).toHaveBeenCalled();
    expect(cards.map((card) => [card.sku, card.stock.availableQuantity])).toEqual([
      ['9780060652920', 3],
      ['9780310337508', 3],
    ]);
  });

  it('shows the picks without stock when stock cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    withStock.mockRejectedValueOnce(new Error('commerce is down'));
    const cards = await personalRecommendations(query, 'customer-7');
    expect(cards.map((card) => [card.sku, card.stock.availableQuantity])).toEqual([
      ['9780060652920', undefined],
      ['9780310337508', undefined],
    ]);
    expect(logged).toHaveBeenCalledWith('Could not load stock for the search results', expect.any(Error));
  });

  it('reads no stock when there are no picks, and lets an outage of the recommendations through', async () => {
    recommend.mockResolvedValueOnce([]);
    expect(await personalRecommendations(query, 'customer-7')).toEqual([]);
    expect(withStock).not.toHaveBeenCalled();
    recommend.mockRejectedValueOnce(new Error('search is down'));
    await expect(personalRecommendations(query, 'customer-7')).rejects.toThrow('search is down');
  });
});
