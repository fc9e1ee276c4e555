import type { Queryable } from '../../../db/database';
import { CommercetoolsError, invalidInput } from '../errors';
import { PRODUCT_FROM } from './productRows';
import { parseFilterValues, type SearchFilter, searchWhere } from './productSearch';

/** Facet paths the catalogue has, as SQL over `products p LEFT JOIN categories c`; `list` ones hold several values. */
const PATHS: Record<string, { sql: string; dataType: 'text' | 'number'; list?: boolean }> = {
  'categories.id': { sql: 'c.id', dataType: 'text' },
  'productType.id': { sql: `('pt-' || p.product_type)`, dataType: 'text' },
  'variants.sku': { sql: 'p.sku', dataType: 'text' },
  'variants.key': { sql: 'p.sku', dataType: 'text' },
  'variants.attributes.format.key': {
    sql: `regexp_replace(lower(p.format), '[^a-z0-9]+', '-', 'g')`,
    dataType: 'text',
  },
  'variants.attributes.format.label': { sql: 'p.format', dataType: 'text' },
  'variants.attributes.availability': { sql: 'p.availability', dataType: 'text' },
  'variants.attributes.publisher': { sql: 'p.publisher', dataType: 'text' },
  'variants.attributes.author_illustrator_artist_etc.name': { sql: 'unnest(p.authors)', dataType: 'text', list: true },
  'variants.attributes.rating': { sql: 'p.rating::float8', dataType: 'number' },
  'variants.price.centAmount': { sql: 'p.price_cents', dataType: 'number' },
};

type Range = { from: number | null; to: number | null };
export type FacetRequest =
  | { kind: 'terms'; path: string; alias: string; countingProducts: boolean }
  | { kind: 'filter'; path: string; alias: string; countingProducts: boolean; values: string[] }
  | { kind: 'range'; path: string; alias: string; countingProducts: boolean; ranges: Range[] };

const unsupported = (path: string) =>
  new CommercetoolsError(
    'InvalidInput',
    `Facets on '${path.slice(0, 100)}' are not supported by the emulator: use ${Object.keys(PATHS).join(', ')}.`,
  );

function bound(text: string): number | null {
  if (text === '*') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw invalidInput(`Malformed facet range bound '${text.slice(0, 40)}'.`);
  return Number(text);
}

/**
 * Reads one `facet` parameter: `path` (terms), `path:"a","b"` (filter), `path:range(0 to 1000), (1000 to *)` (range),
 * each optionally followed by `counting products` and `as alias`.
 */
export function parseFacet(expression: string): FacetRequest {
  let rest = expression.trim().slice(0, 2000);
  let alias: string | undefined;
  const aliased = /^(.*?)\s+as\s+([A-Za-z0-9_.-]{1,100})$/s.exec(rest);
  if (aliased) [, rest, alias] = aliased as unknown as [string, string, string];
  const counting = /\s+counting\s+products$/i.exec(rest);
  if (counting) rest = rest.slice(0, counting.index);
  const match = /^([A-Za-z0-9_.-]+)(?::(.*))?$/s.exec(rest.trim());
  if (!match) throw invalidInput(`Malformed facet expression '${expression.slice(0, 80)}'.`);
  const path = match[1] as string;
  if (!Object.hasOwn(PATHS, path)) throw unsupported(path);
  const base = { path, alias: alias ?? rest.trim(), countingProducts: Boolean(counting) };
  const spec = match[2]?.trim();
  if (spec === undefined) return { kind: 'terms', ...base, alias: alias ?? path };
  if (spec.startsWith('range')) {
    const body = /^range\s*((?:\(\s*\S+\s+to\s+\S+\s*\)\s*,?\s*)+)$/.exec(spec);
    if (!body) throw invalidInput(`Malformed facet range '${spec.slice(0, 80)}'.`);
    const ranges = [...(body[1] as string).matchAll(/\(\s*(\S+)\s+to\s+(\S+)\s*\)/g)].map((range) => ({
      from: bound(range[1] as string),
      to: bound(range[2] as string),
    }));
    if (PATHS[path]?.dataType !== 'number') throw invalidInput(`'${path}' has no numbers to range over.`);
    return { kind: 'range', ...base, ranges };
  }
  return { kind: 'filter', ...base, values: parseFilterValues(spec) };
}

/**
 * The `facets` map of a product projection search, counted over the products the text, `filter.query` and
 * `filter.facets` leave (commercetools' `filter` narrows only the results, not the facets): terms (most frequent
 * first, at most 100), filter counts and ranges (`from` inclusive, `to` exclusive) in commercetools' result shapes.
 */
export async function countFacets(
  q: Queryable,
  facets: FacetRequest[],
  scope: { text?: string | null; locale?: string | null; fuzzyQuery?: string | null; filters: SearchFilter[] },
): Promise<Record<string, unknown>> {
  const answer: Record<string, unknown> = {};
  for (const facet of facets) {
    const { clause, params } = searchWhere(scope.filters, scope.text, scope.locale, scope.fuzzyQuery);
    const column = PATHS[facet.path] as (typeof PATHS)[string];
    const values = `SELECT p.id AS product, ${column.sql} AS value FROM ${PRODUCT_FROM} ${clause}`;
    const products = (counted: number) => (facet.countingProducts ? { productCount: counted } : {});
    if (facet.kind === 'terms') {
      const { rows } = await q.query<{ term: string | null; count: number; products: number }>(
        `SELECT value::text AS term, count(*)::int AS count, count(DISTINCT product)::int AS products
         FROM (${values}) v GROUP BY value ORDER BY count(*) DESC, value LIMIT 101`,
        params,
      );
      const present = rows.filter((row) => row.term !== null);
      const missing = rows.find((row) => row.term === null)?.count ?? 0;
      const shown = present.slice(0, 100);
      const { rows: totals } = await q.query<{ total: number }>(
        `SELECT count(value)::int AS total FROM (${values}) v`,
        params,
      );
      const total = totals[0]?.total ?? 0;
      answer[facet.alias] = {
        type: 'terms',
        dataType: column.dataType,
        missing,
        total,
        other: total - shown.reduce((sum, row) => sum + row.count, 0),
        terms: shown.map((row) => ({ term: row.term, count: row.count, ...products(row.products) })),
      };
    } else if (facet.kind === 'filter') {
      params.push(facet.values);
      const { rows } = await q.query<{ count: number; products: number }>(
        `SELECT count(*)::int AS count, count(DISTINCT product)::int AS products FROM (${values}) v
         WHERE value::text = ANY($${params.length}::text[])`,
        params,
      );
      answer[facet.alias] = { type: 'filter', count: rows[0]?.count ?? 0, ...products(rows[0]?.products ?? 0) };
    } else {
      const ranges = [];
      for (const range of facet.ranges) {
        const at = params.length;
        const { rows } = await q.query<{
          count: number;
          products: number;
          total: number | null;
          min: number | null;
          max: number | null;
          mean: number | null;
        }>(
          `SELECT count(value)::int AS count, count(DISTINCT product)::int AS products, sum(value)::float8 AS total,
             min(value)::float8 AS min, max(value)::float8 AS max, avg(value)::float8 AS mean FROM (${values}) v
           WHERE ($${at + 1}::float8 IS NULL OR value >= $${at + 1}) AND ($${at + 2}::float8 IS NULL OR value < $${at + 2})`,
          [...params, range.from, range.to],
        );
        const row = rows[0];
        ranges.push({
          from: range.from ?? 0,
          fromStr: range.from === null ? '' : String(range.from),
          to: range.to ?? 0,
          toStr: range.to === null ? '' : String(range.to),
          count: row?.count ?? 0,
          ...products(row?.products ?? 0),
          total: row?.total ?? 0,
          min: row?.min ?? 0,
          max: row?.max ?? 0,
          mean: row?.mean ?? 0,
        });
      }
      answer[facet.alias] = { type: 'range', ranges };
    }
  }
  return answer;
}
