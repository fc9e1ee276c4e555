import { invalidInput } from '../errors';
import { type PredicateNode, parsePredicate } from '../model/queryPredicate';

/** A `where` predicate on product projections as SQL over `products p LEFT JOIN categories c`. */
export interface ProductWhere {
  sql: string;
  params: unknown[];
}

/** Top-level fields of a product projection and their column (the key of a product is its sku). */
const COLUMNS: Record<string, string> = { id: 'p.id', key: 'p.sku' };
/** Fields of a nested object: `masterVariant(sku = …)`, `slug(en-AU = …)`, `categories(id = …)`, … */
const NESTED: Record<string, Record<string, string>> = {
  masterVariant: { sku: 'p.sku', key: 'p.sku' },
  slug: { 'en-AU': 'p.slug' },
  name: { 'en-AU': 'p.name' },
  categories: { id: 'c.id' },
  productType: { id: `('pt-' || p.product_type)` },
};
/** Catalogue facts: one variant per product, every product published with no staged changes. */
const CONSTANT: Record<string, boolean> = { published: true, hasStagedChanges: false };

const unsupported = (what: string) =>
  invalidInput(
    `The emulator does not support ${what} in a where-predicate on product projections: use id, key, ` +
      'masterVariant(sku or key), slug(en-AU), name(en-AU), categories(id), productType(id), published, with =, !=, ' +
      'in, not in, and, or, not.',
  );

function textValues(values: unknown[], field: string): string[] {
  if (!values.every((value) => typeof value === 'string'))
    throw invalidInput(`The values compared with '${field}' must be strings.`);
  return values as string[];
}

/**
 * Translates the common part of commercetools' query predicates on product projections into SQL: `key = "…"`,
 * `id in (…)`, `masterVariant(sku = "…")`, `slug(en-AU = "…")`, `categories(id = "…")`, `published = true`, with
 * `and`, `or`, `not` and parentheses. Anything else answers `InvalidInput`, so a query never silently ignores a
 * condition. Several `where` parameters are combined with `and`, as commercetools does.
 */
export function productWhere(predicates: string[], variables: Record<string, string[]> = {}): ProductWhere {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  function leaf(node: PredicateNode, column: string | undefined, field: string): string {
    if (node.kind === 'compare') {
      if (!column || !['=', '!=', '<>'].includes(node.op)) throw unsupported(`'${field} ${node.op}'`);
      const [value] = textValues([node.value].flat(), field);
      return `${column} ${node.op === '=' ? '=' : '<>'} ${param(value)}`;
    }
    if (node.kind === 'in') {
      if (!column) throw unsupported(`'${field}'`);
      const values = textValues(node.values, field);
      return `${node.negated ? 'NOT ' : ''}(${column} = ANY(${param(values)}::text[]))`;
    }
    if (node.kind === 'defined' && column) return node.negated ? 'false' : 'true';
    throw unsupported(`'${field}'`);
  }

  function nested(node: PredicateNode, parent: string): string {
    const fields = NESTED[parent] as Record<string, string>;
    if ('parts' in node)
      return `(${node.parts.map((part) => nested(part, parent)).join(` ${node.kind.toUpperCase()} `)})`;
    if (node.kind === 'not') return `NOT (${nested(node.inner, parent)})`;
    if (node.kind === 'nested') throw unsupported(`'${parent}(${node.field}(…))'`);
    return leaf(node, Object.hasOwn(fields, node.field) ? fields[node.field] : undefined, `${parent}.${node.field}`);
  }

  function top(node: PredicateNode): string {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${node.parts.map(top).join(` ${node.kind.toUpperCase()} `)})`;
      case 'not':
        return `NOT (${top(node.inner)})`;
      case 'nested':
        // Products have their master variant only: `variants(…)` (the other variants) matches none.
        if (node.field === 'variants') return `(false AND ${nested(node.inner, 'masterVariant')})`;
        if (!Object.hasOwn(NESTED, node.field)) throw unsupported(`'${node.field}(…)'`);
        return nested(node.inner, node.field);
      default:
        if (node.kind === 'compare' && Object.hasOwn(CONSTANT, node.field)) {
          if (typeof node.value !== 'boolean' || !['=', '!=', '<>'].includes(node.op))
            throw invalidInput(`'${node.field}' is compared with true or false.`);
          return String((node.value === CONSTANT[node.field]) === (node.op === '='));
        }
        return leaf(node, Object.hasOwn(COLUMNS, node.field) ? COLUMNS[node.field] : undefined, node.field);
    }
  }

  const parts = predicates.map((source) => top(parsePredicate(source, variables)));
  return { sql: parts.length ? parts.join(' AND ') : 'true', params };
}
