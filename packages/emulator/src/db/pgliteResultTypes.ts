import { types } from '@electric-sql/pglite';
import type { CustomTypesConfig } from 'pg';

/** One array type of the server: its element type and the array type's own oid (`pg_type.typarray`). */
export interface ArrayType {
  oid: number;
  typarray: number;
}

/** The query PGlite itself runs at start-up to learn which array type belongs to which element type. */
export const ARRAY_TYPES_SQL = `
  SELECT b.oid, b.typarray
  FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A'
  GROUP BY b.oid, b.typarray
  ORDER BY b.oid`;

type Parser = (value: string) => unknown;

const asText: Parser = (value) => value;

/**
 * `pg` result parsing that gives back what PGlite gives back, for one pool only (never `pg.types`, which is global):
 * PGlite's own parsers for base types (int8 as a number while it is safe, else a bigint; date and timestamps as
 * `Date`, ±infinity as ±Infinity; json as values; numeric and interval as text), its array parser for every array
 * type of the server, and text for everything else. `pg`'s defaults differ (int8 and numbers of rows as strings,
 * `date` at local midnight, intervals as objects), and code written against PGlite relies on its types.
 */
export function pgliteResultTypes(arrayTypes: readonly ArrayType[]): CustomTypesConfig {
  const parsers = new Map<number, Parser>();
  for (const [key, parse] of Object.entries(types.parsers)) {
    if (/^\d+$/.test(key)) parsers.set(Number(key), (value) => parse(value, Number(key)));
  }
  for (const { oid, typarray } of arrayTypes) {
    if (!typarray) continue;
    const element = types.parsers[oid] ?? asText;
    parsers.set(typarray, (value) => types.arrayParser(value, element, typarray));
  }
  return { getTypeParser: ((oid: number) => parsers.get(oid) ?? asText) as CustomTypesConfig['getTypeParser'] };
}
