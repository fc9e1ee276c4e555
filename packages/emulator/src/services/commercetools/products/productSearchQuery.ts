import { CommercetoolsError, invalidInput } from '../errors';
import type { ProductRow } from './productRows';
import { CATALOGUE_LOCALE } from './productRows';
import { productAttributes } from './productSource';

type Value = string | number | boolean;

/** A product as the Product Search API indexes it: each searchable field's values (its variant has them all). */
export interface SearchDocument {
  id: string;
  fields: Map<string, Value[]>;
  /** Localized fields' values by locale. */
  localized: Map<string, Map<string, string>>;
}

/** The searchable fields of a product: standard fields, and `variants.attributes.{name}` for its attributes. */
export function searchDocument(row: ProductRow, ancestors: (categoryId: string) => string[]): SearchDocument {
  // The price's own value, as commercetools indexes it (not the discounted one).
  const price = row.price_cents;
  const fields = new Map<string, Value[]>([
    ['id', [row.id]],
    ['key', [row.sku]],
    ['productType', [`pt-${row.product_type}`]],
    ['categories', row.category_id ? [row.category_id] : []],
    ['categoriesSubTree', row.category_id ? [row.category_id, ...ancestors(row.category_id)] : []],
    ['createdAt', ['2020-01-01T00:00:00.000Z']],
    ['variants.sku', [row.sku]],
    ['variants.key', [row.sku]],
    ['variants.prices', [price]],
    ['variants.prices.centAmount', [price]],
    ['variants.prices.currencyCode', ['AUD']],
    // Prices are for every country: none is set.
    ['variants.prices.country', []],
    ['variants.images', [`${row.sku}.svg`]],
    ['variants.availability.isOnStock', [row.stock > 0]],
    ['variants.availability.availableQuantity', [row.stock]],
  ]);
  for (const { name, value } of productAttributes(row)) {
    const values = (Array.isArray(value) ? value : [value]).map((item) =>
      item && typeof item === 'object'
        ? String((item as { key?: unknown; name?: unknown }).key ?? (item as { name?: unknown }).name)
        : (item as Value),
    );
    fields.set(`variants.attributes.${name}`, values);
  }
  const localized = new Map([
    ['name', new Map([[CATALOGUE_LOCALE, row.name]])],
    ['description', new Map([[CATALOGUE_LOCALE, row.description]])],
    ['slug', new Map([[CATALOGUE_LOCALE, row.slug]])],
    ['searchKeywords', new Map([[CATALOGUE_LOCALE, [row.name, ...row.authors].join(' ')]])],
  ]);
  return { id: row.id, fields, localized };
}

type Expression = Record<string, unknown>;
type Test = (document: SearchDocument) => boolean;

const notImplemented = (what: string) =>
  new CommercetoolsError('NotImplemented', `${what} is not implemented by the emulator's product search`);

/**
 * The values of a field in a document. A localized field needs its `language`; an attribute the catalogue's products
 * do not have has no values (it matches nothing, as in commercetools); any other unknown field is a 400.
 */
function valuesOf(document: SearchDocument, field: string, language: unknown): Value[] {
  const localized = document.localized.get(field);
  if (localized) {
    if (typeof language !== 'string') throw invalidInput(`The field '${field}' is localized: give its 'language'.`);
    const text = localized.get(language);
    return text === undefined ? [] : [text];
  }
  const values = document.fields.get(field);
  if (values) return values;
  if (field.startsWith('variants.attributes.')) return [];
  throw invalidInput(`The field '${field.slice(0, 80)}' cannot be searched (emulated fields: ${KNOWN_FIELDS}).`);
}

const KNOWN_FIELDS =
  'id, key, productType, categories, categoriesSubTree, createdAt, name, description, slug, searchKeywords, ' +
  'variants.sku, variants.key, variants.prices, variants.prices.centAmount, variants.prices.currencyCode, ' +
  'variants.prices.country, variants.images, variants.availability.isOnStock, ' +
  'variants.availability.availableQuantity, variants.attributes.{name}';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function compare(value: Value, bounds: Expression): boolean {
  if (typeof value !== 'number') return false;
  const { gt, gte, lt, lte } = bounds as Record<string, number | null | undefined>;
  return (
    (gt == null || value > gt) &&
    (gte == null || value >= gte) &&
    (lt == null || value < lt) &&
    (lte == null || value <= lte)
  );
}

/** One expression of a `SearchQueryInput` (exactly one of its keys). */
function compileOne(kind: string, body: unknown): Test {
  const expression = (body ?? {}) as Expression;
  switch (kind) {
    case 'and':
    case 'filter': {
      const parts = (body as Expression[]).map(compileQuery);
      return (document) => parts.every((part) => part(document));
    }
    case 'or': {
      const parts = (body as Expression[]).map(compileQuery);
      return (document) => parts.some((part) => part(document));
    }
    case 'not': {
      const parts = (body as Expression[]).map(compileQuery);
      return (document) => !parts.some((part) => part(document));
    }
    case 'exists':
      return (document) => valuesOf(document, String(expression.field), expression.language).length > 0;
    case 'exact': {
      const wanted = expression.value as Value;
      const insensitive = expression.caseInsensitive === true;
      const same = (value: Value) =>
        insensitive && typeof value === 'string' && typeof wanted === 'string'
          ? value.toLowerCase() === wanted.toLowerCase()
          : value === wanted || String(value) === String(wanted);
      return (document) => valuesOf(document, String(expression.field), expression.language).some(same);
    }
    case 'prefix': {
      const start = String(expression.value).toLowerCase();
      return (document) =>
        valuesOf(document, String(expression.field), expression.language).some((value) =>
          String(value).toLowerCase().startsWith(start),
        );
    }
    case 'range': {
      const ranges = Object.entries(expression).filter(([, value]) => value != null);
      if (ranges.length !== 1) throw invalidInput('A range needs exactly one of float, long, date, datetime, time.');
      const [type, bounds] = ranges[0] as [string, Expression];
      if (type !== 'float' && type !== 'long') throw notImplemented(`A ${type} range`);
      return (document) =>
        valuesOf(document, String(bounds.field), bounds.language).some((value) => compare(value, bounds));
    }
    case 'fullText': {
      const wanted = words(String(expression.value));
      const any = expression.mustMatch === 'any';
      return (document) => {
        const have = new Set(
          valuesOf(document, String(expression.field), expression.language).flatMap((value) => words(String(value))),
        );
        return any ? wanted.some((word) => have.has(word)) : wanted.every((word) => have.has(word));
      };
    }
    default:
      throw notImplemented(`The '${kind}' expression`);
  }
}

/** A `SearchQueryInput` as a test of a document. */
export function compileQuery(query: Expression): Test {
  const kinds = Object.entries(query ?? {}).filter(([, value]) => value != null);
  if (kinds.length !== 1) throw invalidInput('A search query expression needs exactly one kind.');
  const [kind, body] = kinds[0] as [string, unknown];
  return compileOne(kind, body);
}

/** `SearchSortingInput`s as a comparator (a field's smallest value ascending, largest descending). */
export function compileSorts(sorts: Expression[]): (a: SearchDocument, b: SearchDocument) => number {
  const keys = sorts.map((sort) => {
    if (sort.filter != null || (sort.mode != null && sort.mode !== 'min' && sort.mode !== 'max'))
      throw notImplemented('Sorting with a filter or that mode');
    const descending = sort.order === 'desc';
    const pick = (document: SearchDocument) => {
      const values = valuesOf(document, String(sort.field), sort.language);
      if (!values.length) return undefined;
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      const max = sort.mode === 'max' || (sort.mode == null && descending);
      return max ? sorted[sorted.length - 1] : sorted[0];
    };
    return { pick, descending };
  });
  return (a, b) => {
    for (const { pick, descending } of keys) {
      const left = pick(a);
      const right = pick(b);
      // Documents without a value come last, whichever the order.
      if (left === undefined || right === undefined) {
        if (left !== right) return left === undefined ? 1 : -1;
        continue;
      }
      if (left !== right) return (left < right ? -1 : 1) * (descending ? -1 : 1);
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** A `distinct` facet: how many documents hold each value of the field, most first. */
export function distinctFacet(documents: SearchDocument[], facet: Expression) {
  for (const unsupported of ['filter', 'includes', 'sort', 'missing']) {
    if (facet[unsupported] != null) throw notImplemented(`A distinct facet's '${unsupported}'`);
  }
  if (facet.scope != null && facet.scope !== 'all') throw notImplemented('A facet scope other than all');
  const limit = facet.limit == null ? 10 : Number(facet.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw invalidInput('A facet limit is 1 to 200.');
  const counts = new Map<string, number>();
  for (const document of documents) {
    for (const value of new Set(valuesOf(document, String(facet.field), facet.language).map(String))) {
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  const buckets = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([key, count]) => ({ key, count }));
  return { __typename: 'ProductSearchFacetResultBucket', name: String(facet.name), buckets };
}

/**
 * The Product Search API over the catalogue (`productsSearch`): `query` selects, the facets count what it selects,
 * `postFilter` then narrows the results only; `sort`, `limit` (≤ 100, default 20) and `offset` (limit + offset ≤
 * 10,000) page them.
 */
export function runProductSearch(
  documents: SearchDocument[],
  args: {
    query?: Expression | null;
    postFilter?: Expression | null;
    sort?: Expression[] | null;
    facets?: Expression[] | null;
    limit?: number | null;
    offset?: number | null;
  },
) {
  const limit = args.limit ?? 20;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || limit > 100)
    throw invalidInput('Malformed parameter: limit: The limit parameter must be in the range of [0..100]');
  if (!Number.isInteger(offset) || offset < 0 || offset + limit > 10_000)
    throw invalidInput('Malformed parameter: offset: limit + offset must not exceed 10000');
  const query = args.query ? compileQuery(args.query) : () => true;
  const postFilter = args.postFilter ? compileQuery(args.postFilter) : () => true;
  const order = compileSorts(args.sort ?? []);
  const selected = documents.filter(query);
  const facets = (args.facets ?? []).map((facet) => {
    const kinds = Object.entries(facet).filter(([, value]) => value != null);
    if (kinds.length !== 1) throw invalidInput('A facet needs exactly one of count, distinct, ranges, stats.');
    const [kind, body] = kinds[0] as [string, Expression];
    if (kind !== 'distinct') throw notImplemented(`A ${kind} facet`);
    return distinctFacet(selected, body);
  });
  const results = selected.filter(postFilter).sort(order);
  return { total: results.length, offset, limit, ids: results.slice(offset, offset + limit).map((d) => d.id), facets };
}
