import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database';
import { migrate } from '../../../db/migrations';
import { seedDatabase } from '../../../seed/seed';
import { loadCategoryTree } from '../../searchspring/categoryTree';
import { IndexedSearch } from '../../searchspring/indexedSearch';
import { sqlSearchEngine } from '../../searchspring/sqlSearch';
import { CommercetoolsError } from '../errors';
import { createCart } from './cartStore';
import { availabilityAfterOrder } from './orderStock';
import { createOrderFromCart } from './orderStore';
import type { Owner } from './owner';

let db: Database;
let search: IndexedSearch;
// Each order is its own shopper's, so one test's carts never show in another's (a refused order leaves its cart active).
let shoppers = 0;
const nextOwner = (): Owner => ({ customerId: null, anonymousId: `stock-test-${++shoppers}` });

beforeAll(async () => {
  db = await openDatabase('memory');
  await migrate(db);
  await seedDatabase(db, { products: 150, seed: 3 });
  const tree = await loadCategoryTree(db);
  search = new IndexedSearch(
    db,
    async () => tree,
    sqlSearchEngine(db, async () => tree),
  );
});
afterAll(() => db?.close());

interface Stocked {
  id: string;
  sku: string;
  availability: string;
  stock: number;
}

/** A product in a given availability state, with its stock set to `stock`. */
async function productWith(availability: string, stock: number, skip = 0): Promise<Stocked> {
  const { rows } = await db.query<Stocked>(
    `UPDATE products SET stock = $2 WHERE id = (SELECT id FROM products WHERE availability = $1 AND product_type <> 'gift-card'
       ORDER BY id OFFSET $3 LIMIT 1) RETURNING id, sku, availability, stock`,
    [availability, stock, skip],
  );
  if (!rows[0]) throw new Error(`The seed has no ${availability} product`);
  return rows[0];
}

const current = async (id: string) =>
  (await db.query<Stocked>('SELECT id, sku, availability, stock FROM products WHERE id = $1', [id])).rows[0] as Stocked;

async function order(lines: { sku: string; quantity: number }[]) {
  const owner = nextOwner();
  const cart = await createCart(db, owner, { currency: 'AUD', lineItems: lines });
  return { cart, placed: createOrderFromCart(db, owner, cart.id, cart.version) };
}

const inStockCount = async () => {
  const found = await search.search(
    { q: '', typeahead: false, filters: { values: {}, ranges: {} }, background: [] },
    { sort: { field: 'sales_rank', direction: 'desc' }, offset: 0, limit: 1 },
  );
  return found.facets.get('available')?.values.find((value) => value.value === 'In Stock')?.count ?? 0;
};

describe('orders take stock', () => {
  it('moves a product across the seed’s availability states as its stock runs down', () => {
    expect(availabilityAfterOrder('available', 6)).toBe('available');
    expect(availabilityAfterOrder('available', 5)).toBe('limited-stock');
    expect(availabilityAfterOrder('limited-stock', 1)).toBe('limited-stock');
    expect(availabilityAfterOrder('limited-stock', 0)).toBe('unavailable');
    expect(availabilityAfterOrder('back-order', -2)).toBe('back-order');
    expect(availabilityAfterOrder('pre-order', -1)).toBe('pre-order');
  });

  it('decrements the stock of each line in the order and search follows the availability', async () => {
    const plenty = await productWith('available', 9);
    const few = await productWith('limited-stock', 2);
    const before = await inStockCount();
    const { placed } = await order([
      { sku: plenty.sku, quantity: 3 },
      { sku: few.sku, quantity: 2 },
    ]);
    await placed;
    expect(await current(plenty.id)).toMatchObject({ stock: 6, availability: 'available' });
    expect(await current(few.id)).toMatchObject({ stock: 0, availability: 'unavailable' });
    expect(await inStockCount()).toBe(before - 1);
    await (await order([{ sku: plenty.sku, quantity: 1 }])).placed;
    expect(await current(plenty.id)).toMatchObject({ stock: 5, availability: 'limited-stock' });
    expect(await inStockCount()).toBe(before - 1);
  });

  it('fails with OutOfStock naming the short lines, and takes nothing, when a product on stock has too few', async () => {
    const plenty = await productWith('available', 20, 1);
    const few = await productWith('limited-stock', 3, 1);
    const gone = await productWith('unavailable', 0);
    const { cart, placed } = await order([
      { sku: plenty.sku, quantity: 2 },
      { sku: few.sku, quantity: 4 },
      { sku: gone.sku, quantity: 1 },
    ]);
    const error = await placed.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CommercetoolsError);
    const { lineItems } = cart;
    expect((error as CommercetoolsError).extensions).toEqual({
      code: 'OutOfStock',
      lineItems: [lineItems[1]?.id, lineItems[2]?.id],
      skus: [few.sku, gone.sku],
    });
    expect((error as CommercetoolsError).message).toBe(
      `Some line items are out of stock at the time of placing the order: ${few.sku}, ${gone.sku}.`,
    );
    expect(await current(plenty.id)).toMatchObject({ stock: 20 });
    expect(await current(few.id)).toMatchObject({ stock: 3, availability: 'limited-stock' });
    const { rows } = await db.query<{ cart_state: string }>('SELECT cart_state FROM carts WHERE id = $1', [cart.id]);
    expect(rows[0]?.cart_state).toBe('Active');
  });

  it('counts two lines of one product together against its stock', async () => {
    const few = await productWith('limited-stock', 3, 2);
    const { placed } = await order([
      { sku: few.sku, quantity: 2 },
      { sku: few.sku, quantity: 2 },
    ]);
    await expect(placed).rejects.toMatchObject({ extensions: { code: 'OutOfStock' } });
  });

  it('orders back-order and pre-order products beyond their stock, tracking the quantity below zero', async () => {
    const backOrder = await productWith('back-order', 0);
    const preOrder = await productWith('pre-order', 0);
    await (
      await order([
        { sku: backOrder.sku, quantity: 2 },
        { sku: preOrder.sku, quantity: 1 },
      ])
    ).placed;
    expect(await current(backOrder.id)).toMatchObject({ stock: -2, availability: 'back-order' });
    expect(await current(preOrder.id)).toMatchObject({ stock: -1, availability: 'pre-order' });
  });
});
