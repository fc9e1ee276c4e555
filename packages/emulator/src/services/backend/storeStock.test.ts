import { describe, expect, it } from 'vitest';
import { STORE_LOW_STOCK, storeQuantity, storeStock } from './storeStock';

const stores = Array.from({ length: 15 }, (_, index) => `S${String(index + 1).padStart(3, '0')}`);

describe('storeStock', () => {
  it('puts a product the shop has none of in no store', () => {
    for (const store of stores) expect(storeQuantity({ sku: 'B1', stock: 0 }, store)).toBe(0);
  });

  it('derives each store’s shelf from the sku and the store, the same every time, within the shop’s stock', () => {
    const product = { sku: '9780000000017', stock: 400 };
    const shelves = stores.map((store) => storeQuantity(product, store));
    expect(stores.map((store) => storeQuantity(product, store))).toEqual(shelves);
    for (const quantity of shelves) expect(quantity).toBeGreaterThanOrEqual(0);
    for (const quantity of shelves) expect(quantity).toBeLessThanOrEqual(6);
    for (const store of stores) expect(storeQuantity({ ...product, stock: 1 }, store)).toBeLessThanOrEqual(1);
  });

  it('spreads products over the stores: some hold none, some hold a few', () => {
    const all = Array.from({ length: 200 }, (_, index) =>
      stores.map((store) => storeQuantity({ sku: `SKU${index}`, stock: 100 }, store)),
    ).flat();
    expect(all.filter((quantity) => quantity === 0).length / all.length).toBeGreaterThan(0.2);
    expect(all.filter((quantity) => quantity === 0).length / all.length).toBeLessThan(0.5);
    expect(new Set(all)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });

  it('states the stock as a shopper reads it', () => {
    const all = stores.map((store) => storeStock({ sku: 'SKU7', stock: 100 }, store));
    for (const stock of all) {
      expect(stock.state).toBe(
        stock.quantity === 0 ? 'out-of-stock' : stock.quantity <= STORE_LOW_STOCK ? 'low-stock' : 'in-stock',
      );
    }
  });
});
