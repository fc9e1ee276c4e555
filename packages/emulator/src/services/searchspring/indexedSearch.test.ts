import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everything, openSearchAgreement, page, type SearchAgreement } from './searchAgreement';

let search: SearchAgreement;
beforeAll(async () => {
  // Keeps 3 change-log entries: the log is pruned within a few writes.
  search = await openSearchAgreement(400, 11, 3);
});
afterAll(() => search?.db.close());

const logged = async () =>
  (await search.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_changes')).rows[0]?.n ?? 0;

describe('indexed search', () => {
  it('follows writes to the products table: patched values and rebuilt text', async () => {
    const { db, indexed, same } = search;
    const inStock = { ...everything, filters: { values: { available: ['In Stock'] }, ranges: {} } };
    const before = await indexed.search(inStock, page());
    // An order selling out some products (stock and availability only): patched in place.
    await db.query(
      `UPDATE products SET availability = 'unavailable', stock = 0
        WHERE id IN (SELECT id FROM products WHERE availability = 'available' ORDER BY id LIMIT 7)`,
    );
    const after = await indexed.search(inStock, page());
    expect(after.total).toBe(before.total - 7);
    await same(inStock, page({ field: 'sales_rank', direction: 'desc' }));
    await db.query(`UPDATE products SET popularity = 20000, discounted_cents = 1 WHERE id = 'prod-000400'`);
    await same(everything, page({ field: 'sales_rank', direction: 'desc' }, 0, 5));
    await same(everything, page({ field: 'price', direction: 'asc' }, 0, 5));
    // New words in a title: the index is rebuilt.
    await db.query(
      `UPDATE products SET name = 'Zephaniah Unsearchable', search = search || to_tsvector('english', 'Zephaniah Unsearchable')
        WHERE id = 'prod-000010'`,
    );
    const renamed = await indexed.search({ ...everything, q: 'zephaniah' }, page());
    expect(renamed.rows.map((row) => row.id)).toEqual(['prod-000010']);
    await same(everything, page({ field: 'title', direction: 'desc' }, 0, 10));
    await db.query(`DELETE FROM products WHERE id = 'prod-000010'`);
    expect((await indexed.search({ ...everything, q: 'zephaniah' }, page())).total).toBe(0);
    await same(everything, page({ field: 'publication_date', direction: 'desc' }, 0, 50));
  });

  it('prunes the change log it has read down to a window, and still follows every write', async () => {
    const { db, indexed, same } = search;
    for (let i = 0; i < 12; i++) {
      await db.query(`UPDATE products SET popularity = $1 WHERE id = 'prod-000020'`, [30_000 + i]);
      await indexed.search(everything, page());
      // Never more than twice the window past the newest structural entry, which stays.
      expect(await logged()).toBeLessThanOrEqual(2 * 3 + 1);
    }
    await same(everything, page({ field: 'sales_rank', direction: 'desc' }, 0, 3));
    const { rows } = await db.query<{ through: string }>(
      'SELECT through_seq::text AS through FROM product_changes_pruned',
    );
    expect(Number(rows[0]?.through)).toBeGreaterThan(0);
  });
});
