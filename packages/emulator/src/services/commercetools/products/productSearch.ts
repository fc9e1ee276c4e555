import type { Queryable } from '../../../db/database';
import { CommercetoolsError, invalidInput } from '../errors';
import { fuzzyTextQuery, readFuzzyLevel } from './fuzzyText';
import { CATALOGUE_LOCALE, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from './productRows';

/** One filter of `productProjectionSearch`, as the model input or the string form (`variants.sku:"a","b"`). */
export interface SearchFilter {
  model?: { value?: { path: string; values: string[] } | null; [other: string]: unknown } | null;
  string?: string | null;
}

export interface ProductSearchArgs {
  text?: string | null;
  locale?: string | null;
  /** Typo tolerance for `text` (commercetools' `fuzzy`), at `fuzzyLevel` edits per word or its per-word default. */
  fuzzy?: boolean | null;
  /** The fuzzy query already worked out by `fuzzyQueryOf`, for a caller that also counts facets with it. */
  fuzzyQuery?: string | null;
  // A number over GraphQL, the query parameter's text over REST.
  fuzzyLevel?: number | string | null;
  filters?: SearchFilter[] | null;
  queryFilters?: SearchFilter[] | null;
  facetFilters?: SearchFilter[] | null;
  facets?: unknown[] | null;
  sorts?: string[] | null;
  limit?: number | null;
  offset?: number | null;
}

/** Splits `"a","b\"c"` into its values. */
export function parseFilterValues(text: string): string[] {
  const values: string[] = [];
  const pattern = /\s*"((?:[^"\\]|\\.)*)"\s*(,|$)/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) throw invalidInput(`Malformed filter values: ${text.slice(0, 80)}`);
    values.push((match[1] as string).replace(/\\(.)/g, '$1'));
    at = pattern.lastIndex;
    if (!match[2]) break;
  }
  if (at < text.length || !values.length) throw invalidInput(`Malformed filter values: ${text.slice(0, 80)}`);
  return values;
}

function readFilter(filter: SearchFilter): { path: string; values: string[] } {
  if (filter.string != null) {
    const match = /^\s*([A-Za-z0-9_.-]+)\s*:\s*(.+)$/s.exec(filter.string);
    if (!match) throw invalidInput(`Malformed filter: ${filter.string.slice(0, 80)}`);
    return { path: match[1] as string, values: parseFilterValues(match[2] as string) };
  }
  const model = filter.model;
  const kinds = model ? Object.keys(model).filter((key) => model[key] != null) : [];
  if (!model?.value || kinds.length !== 1) {
    if (kinds.some((kind) => kind !== 'value'))
      throw new CommercetoolsError(
        'NotImplemented',
        `Search filters of kind ${kinds.join(', ')} are not implemented by the emulator`,
      );
    throw invalidInput('A search filter needs exactly one of string or model.value.');
  }
  return model.value;
}

/** The SQL condition of one filter path. */
function condition(path: string, parameter: string): string {
  if (path === 'variants.sku' || path === 'sku' || path === 'key') return `p.sku = ANY(${parameter}::text[])`;
  if (path === 'id') return `p.id = ANY(${parameter}::text[])`;
  if (path === 'slug.en-AU' || path === 'slug') return `p.slug = ANY(${parameter}::text[])`;
  if (/^slug\.[A-Za-z-]+$/.test(path)) return 'false';
  if (path === 'categories.id') return `c.id = ANY(${parameter}::text[])`;
  if (path === 'productType.id') return `('pt-' || p.product_type) = ANY(${parameter}::text[])`;
  if (path === 'productType.key') return `p.product_type = ANY(${parameter}::text[])`;
  throw new CommercetoolsError('NotImplemented', `Filtering by '${path}' is not implemented by the emulator`);
}

const SORTS: Record<string, string> = {
  id: 'p.id',
  'name.en-AU': 'p.name',
  name: 'p.name',
  price: 'coalesce(p.discounted_cents, p.price_cents)',
  createdAt: 'p.published_on',
  'variants.sku': 'p.sku',
};

export function orderBy(sorts: string[]): string {
  const parts = sorts.map((sort) => {
    const match = /^\s*([A-Za-z0-9_.-]+)\s+(asc|desc)\s*$/i.exec(sort);
    const column = match ? SORTS[match[1] as string] : undefined;
    if (!match || !column) throw invalidInput(`Unsupported sort expression '${sort.slice(0, 80)}'.`);
    return `${column} ${(match[2] as string).toUpperCase()}`;
  });
  return [...parts, 'p.id ASC'].join(', ');
}

/**
 * The SQL condition of search filters (`path:"a","b"`) and text, over `products p LEFT JOIN categories c`. Full-text
 * search reads the localized values of the text's locale only (commercetools' `text.{locale}`), and the catalogue has
 * en-AU values alone, so text in any other locale matches nothing; no locale at all means en-AU.
 */
export function searchWhere(
  filters: SearchFilter[],
  text?: string | null,
  locale?: string | null,
  /** A fuzzy search's query (`fuzzyTextQuery`), used in place of the text's own words. */
  fuzzyQuery?: string | null,
): { clause: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  for (const filter of filters) {
    const { path, values } = readFilter(filter);
    params.push(values);
    where.push(condition(path, `$${params.length}`));
  }
  if (text?.trim()) {
    if (locale != null && locale !== CATALOGUE_LOCALE) where.push('false');
    if (fuzzyQuery) {
      params.push(fuzzyQuery);
      where.push(`p.search @@ to_tsquery('simple', $${params.length})`);
    } else {
      params.push(text.slice(0, 500));
      where.push(`p.search @@ plainto_tsquery('english', $${params.length})`);
    }
  }
  return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The fuzzy query a search asks for (`fuzzy` with text), else `null` for the text's own words. */
export async function fuzzyQueryOf(
  q: Queryable,
  args: Pick<ProductSearchArgs, 'text' | 'fuzzy' | 'fuzzyLevel'>,
): Promise<string | null> {
  const level = readFuzzyLevel(args.fuzzyLevel);
  return args.fuzzy && args.text?.trim() ? fuzzyTextQuery(q, args.text, level) : null;
}

/**
 * `productProjectionSearch` over the products table: filters by sku, slug, id, category or type, text, sorts. The
 * results are what `filters` (REST `filter`) and `queryFilters` (`filter.query`) leave; `facetFilters`
 * (`filter.facets`) narrow only the facets, as in commercetools, so they are checked here and applied by the facets.
 */
export async function searchProducts(q: Queryable, args: ProductSearchArgs) {
  const limit = args.limit ?? 10;
  const offset = args.offset ?? 0;
  if (limit < 0 || limit > 500)
    throw invalidInput('Malformed parameter: limit: The limit parameter must be in the range of [0..500]');
  if (offset < 0 || offset > 10_000)
    throw invalidInput('Malformed parameter: offset: The offset parameter must be in the range of [0..10000]');
  if (args.facets?.length)
    throw new CommercetoolsError('NotImplemented', 'Search facets are not implemented by the emulator');
  // `filter.facets` narrow only the facets (counted elsewhere), but a malformed one is refused here all the same.
  searchWhere(args.facetFilters ?? []);
  const { clause, params } = searchWhere(
    [...(args.filters ?? []), ...(args.queryFilters ?? [])],
    args.text,
    args.locale,
    args.fuzzyQuery !== undefined ? args.fuzzyQuery : await fuzzyQueryOf(q, args),
  );
  const { rows: counted } = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${PRODUCT_FROM} ${clause}`,
    params,
  );
  const { rows } = await q.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ${clause} ORDER BY ${orderBy(args.sorts ?? [])}
     LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { total: counted[0]?.total ?? 0, offset, rows };
}
