import { beforeEach, describe, expect, it, vi } from 'vitest';

const shared = vi.hoisted(() => ({
  search: { recommend: vi.fn() },
  catalog: { productsBySkus: vi.fn() },
}));
const jar = vi.hoisted(() => ({ has: vi.fn(), get: vi.fn() }));

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers() }));
vi.mock('../bookshop', () => ({ bookshop: () => shared, bookshopWith: vi.fn(), shopperBookshop: vi.fn() }));
vi.mock('../search/searchTracking', () => ({
  searchTracking: async () => ({ userId: 'user-1' }),
  signedInShopper: async () => undefined,
}));
vi.mock('./content', () => ({
  contentSettings: async () => ({
    carousels: { cart_cross_sell: { title: 'You may also like', profile: 'view-cart', limit: 30 } },
  }),
}));
const { basketRecommendations } = await import('./basket');

const product = (sku: string) => ({
  id: `p-${sku}`,
  sku,
  name: sku,
  slug: sku.toLowerCase(),
  variantId: 1,
  authors: [],
  rating: 0,
  availability: { state: 'available', isOnStock: true, availableQuantity: 3 },
});

describe('basketRecommendations', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    jar.get.mockImplementation((name: string) =>
      name === 'ssViewedProducts' ? { value: encodeURIComponent('OLD,NEW') } : undefined,
    );
  });

  it('asks with the basket and the recently viewed products, then keeps the recommended order from commerce', async () => {
    shared.search.recommend.mockResolvedValue([
      { tag: 'view-cart', products: [{ sku: 'C' }, { sku: 'IN-BASKET' }, { sku: 'A' }, { sku: 'GONE' }, { sku: 'B' }] },
    ]);
    shared.catalog.productsBySkus.mockResolvedValue([product('A'), product('B'), product('C')]);
    const shelf = await basketRecommendations(['IN-BASKET']);
    expect(shared.search.recommend).toHaveBeenCalledWith(
      { tags: ['view-cart'], cart: ['IN-BASKET'], lastViewed: ['OLD', 'NEW'], shopper: undefined, limits: [30] },
      { tracking: { userId: 'user-1' } },
    );
    expect(shared.catalog.productsBySkus).toHaveBeenCalledWith(['C', 'A', 'GONE', 'B']);
    expect(shelf.title).toBe('You may also like');
    expect(shelf.products.map((card) => card.sku)).toEqual(['C', 'A', 'B']);
  });

  it('answers an empty row when the search service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shared.search.recommend.mockRejectedValue(new Error('down'));
    await expect(basketRecommendations([])).resolves.toEqual({ title: 'You may also like', products: [] });
  });
});
