import type { Database } from '../../../db/database';
import { PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../products/productRows';
import { productJson } from './productJson';
import { compilePredicate, compileSort } from './queryPredicate';

/** A page of products asked for: REST's `where` (with `var.*`), `sort`, `limit` and `offset`. */
export interface ProductQuery {
  where: string[];
  sort: string[];
  variables?: Record<string, string[]>;
  limit: number;
  offset: number;
}

/**
 * A page of products as REST `Product`s, in id order unless sorted. `where` and `sort` are commercetools' query
 * predicates and sorts over the Product's JSON (`masterData(published = true)`, `masterData.current.name.en-AU asc`),
 * so they are tested in memory over every product; without either the database pages.
 */
export async function queryProducts(db: Database, query: ProductQuery, origin: string) {
  if (!query.where.length && !query.sort.length) {
    const { rows } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id LIMIT $1 OFFSET $2`,
      [query.limit, query.offset],
    );
    const { rows: counted } = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${PRODUCT_FROM}`);
    return { total: counted[0]?.total ?? 0, results: rows.map((row) => productJson(row, origin)) };
  }
  const predicates = query.where.map((where) => compilePredicate(where, query.variables ?? {}));
  const order = compileSort(query.sort);
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id`);
  const matching = rows
    .map((row) => productJson(row, origin))
    .filter((product) => predicates.every((predicate) => predicate(product)))
    .sort((a, b) => order(a, b) || (a.id < b.id ? -1 : 1));
  return { total: matching.length, results: matching.slice(query.offset, query.offset + query.limit) };
}
