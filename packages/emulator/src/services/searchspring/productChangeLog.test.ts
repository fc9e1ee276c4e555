import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IndexedSearch } from './indexedSearch';
import { catalogState, changesSince, pruneChanges, structuralVersion } from './productChangeLog';
import { everything, openSearchAgreement, page, type SearchAgreement } from './searchAgreement';

let search: SearchAgreement;
beforeAll(async () => {
  search = await openSearchAgreement(200, 5);
});
afterAll(() => search?.db.close());

const popular = (found: { rows: { id: string }[] }) => found.rows.map((row) => row.id);

describe('product change log', () => {
  it('prunes what was read, keeps the newest structural entry, and tells a reader behind it to rebuild', async () => {
    const { db } = search;
    await db.query(`UPDATE products SET name = name || ' Revised' WHERE id = 'prod-000001'`);
    const structural = await structuralVersion(db);
    await db.query(`UPDATE products SET popularity = popularity + 1 WHERE id IN ('prod-000002', 'prod-000003')`);
    const { seq } = await catalogState(db);
    expect(await changesSince(db, structural - 1, seq)).toEqual([
      { productId: 'prod-000001', structural: true },
      { productId: 'prod-000002', structural: false },
      { productId: 'prod-000003', structural: false },
    ]);
    expect(await pruneChanges(db, seq - 1)).toBeGreaterThan(0);
    expect(await structuralVersion(db)).toBe(structural);
    expect((await catalogState(db)).prunedThrough).toBe(seq - 1);
    expect(await changesSince(db, structural - 1, seq)).toBeUndefined();
    expect(await changesSince(db, seq - 1, seq)).toEqual([{ productId: expect.any(String), structural: false }]);
    // Pruning nothing new leaves the mark where it is.
    expect(await pruneChanges(db, 1)).toBe(0);
    expect((await catalogState(db)).prunedThrough).toBe(seq - 1);
  });

  it('keeps a second emulator on the same database right when the first prunes past it', async () => {
    const { db, sql, tree } = search;
    const first = new IndexedSearch(db, async () => tree, sql, 2);
    const second = new IndexedSearch(db, async () => tree, sql, 2);
    const bySales = page({ field: 'sales_rank', direction: 'desc' }, 0, 8);
    await second.search(everything, bySales);
    for (let i = 0; i < 8; i++) {
      await db.query(`UPDATE products SET popularity = $1 WHERE id = $2`, [50_000 + i, `prod-00010${i}`]);
      await first.search(everything, bySales);
    }
    expect((await catalogState(db)).prunedThrough).toBeGreaterThan(0);
    const expected = popular(await sql.search(everything, bySales));
    // The earliest of these writes were pruned before the second emulator read them.
    expect(expected).toEqual([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `prod-00010${i}`));
    expect(popular(await second.search(everything, bySales))).toEqual(expected);
    expect(popular(await first.search(everything, bySales))).toEqual(expected);
  });
});
