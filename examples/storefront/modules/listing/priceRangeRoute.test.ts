import { describe, expect, it } from 'vitest';
import { forgetPriceRangeOffRoute, PRICE_PATH_STORAGE_KEY, priceRangeStorage } from './priceRangeRoute';

const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the kept price range and the route', () => {
  it('tags the kept range with the listing path and keeps it on that path', () => {
    const storage = memory();
    const kept = priceRangeStorage('/category/bibles', storage);
    kept.setItem('price-min', '30');
    kept.setItem('price-max', '250');
    expect(Object.fromEntries(storage.items)).toEqual({
      'price-min': '30',
      'price-max': '250',
      [PRICE_PATH_STORAGE_KEY]: '/category/bibles',
    });
    forgetPriceRangeOffRoute('/category/bibles', storage);
    expect(storage.items.get('price-min')).toBe('30');
  });

  it('forgets it on any other route, and a range kept without a path too', () => {
    const storage = memory();
    priceRangeStorage('/category/bibles', storage).setItem('price-min', '30');
    forgetPriceRangeOffRoute('/product/some-book', storage);
    expect(storage.items.size).toBe(0);
    storage.setItem('price-max', '90');
    forgetPriceRangeOffRoute('/search', storage);
    expect(storage.items.size).toBe(0);
  });
});
