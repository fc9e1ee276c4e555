import type { CategoryTree } from './categoryTree';
import { facetByField } from './facets';
import type { FilterSet } from './searchRequest';

/** SQL conditions and parameters, built together so placeholders always line up. */
export class Conditions {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  /** The text-search query expression, when the request has search text. */
  textQuery?: string;
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  where(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** What narrows a product search: the text, the visible filters and the background filters. */
export interface SearchScope {
  q: string;
  typeahead: boolean;
  filters: FilterSet;
  /** `bgfilter.*` and a landing page's filters: each set applies in full. */
  background: FilterSet[];
}

/** Words of a query, lower-cased, letters and digits only (safe inside a tsquery). */
export const queryWords = (q: string) => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function addText(conditions: Conditions, q: string, typeahead: boolean) {
  if (!q || q === '*') return;
  if (typeahead) {
    const words = queryWords(q);
    if (!words.length) {
      conditions.parts.push('FALSE');
      return;
    }
    const expression = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
    conditions.textQuery = `to_tsquery('simple', ${conditions.param(expression)})`;
  } else {
    const text = conditions.param(q);
    conditions.textQuery = `(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('simple', ${text}))`;
  }
  conditions.parts.push(`search @@ ${conditions.textQuery}`);
}

function addFilters(conditions: Conditions, set: FilterSet, tree: CategoryTree, except?: string) {
  for (const [field, values] of Object.entries(set.values)) {
    const facet = facetByField.get(field);
    if (!facet || field === except || !values.length) continue;
    if (facet.kind === 'hierarchy') {
      const keys = values.map((value) => tree.resolve(value)?.key).filter((key): key is string => Boolean(key));
      if (!keys.length) conditions.parts.push('FALSE');
      else {
        const list = conditions.param(keys);
        conditions.parts.push(
          `(category_key = ANY(${list}::text[]) OR EXISTS (SELECT 1 FROM unnest(${list}::text[]) AS k WHERE starts_with(category_key, k || '_')))`,
        );
      }
    } else if (facet.kind === 'list') {
      const list = conditions.param(values);
      conditions.parts.push(
        facet.array ? `${facet.column} && ${list}::text[]` : `${facet.column} = ANY(${list}::text[])`,
      );
    } else if (facet.kind === 'derived') {
      const buckets = facet.buckets.filter((bucket) => values.includes(bucket.value));
      conditions.parts.push(buckets.length ? `(${buckets.map((bucket) => bucket.sql).join(' OR ')})` : 'FALSE');
    }
  }
  for (const [field, range] of Object.entries(set.ranges)) {
    const facet = facetByField.get(field);
    if (facet?.kind !== 'slider' || field === except) continue;
    if (range.low !== undefined)
      conditions.parts.push(`${facet.column} >= ${conditions.param(Math.round(range.low * 100))}`);
    if (range.high !== undefined)
      conditions.parts.push(`${facet.column} <= ${conditions.param(Math.round(range.high * 100))}`);
  }
}

/**
 * The WHERE conditions of a search scope. `except` leaves out one facet's visible filter, so that facet's counts
 * show its other values as still selectable; background filters always apply.
 */
export function scopeConditions(scope: SearchScope, tree: CategoryTree, except?: string): Conditions {
  const conditions = new Conditions();
  addText(conditions, scope.q, scope.typeahead);
  addFilters(conditions, scope.filters, tree, except);
  for (const set of scope.background) addFilters(conditions, set, tree);
  return conditions;
}
