import type { CategoryTree } from './categoryTree';
import { firstBucketBit } from './derivedBuckets';
import type { ListColumn } from './dictionary';
import { type FacetDefinition, facetByField } from './facets';
import { NULL_INT, type ProductColumns } from './productColumns';
import type { FilterSet } from './searchRequest';

/** Whether product p passes a filter. */
export type Predicate = (p: number) => boolean;
/** A visible or background filter: its facet field and its test. */
export interface FieldPredicate {
  field: string;
  test: Predicate;
}
const NEVER: Predicate = () => false;

/** One facet's filter as a predicate, as `addFilters` in conditions.ts builds its SQL. */
function valuePredicate(
  columns: ProductColumns,
  facet: FacetDefinition,
  values: unknown[],
  tree: CategoryTree,
  bits: Uint32Array,
): Predicate {
  if (facet.kind === 'hierarchy') {
    const keys = values.map((value) => tree.resolve(String(value))?.key).filter((key): key is string => Boolean(key));
    if (!keys.length) return NEVER;
    const categories = columns.dictionaries.category.values;
    const ok = Uint8Array.from(categories, (key) =>
      keys.some((wanted) => key === wanted || key.startsWith(`${wanted}_`)) ? 1 : 0,
    );
    const { category } = columns;
    return (p) => ok[category[p] as number] === 1;
  }
  if (facet.kind === 'list') {
    const { dictionary, scalar, list } = columns.listColumn(facet);
    const ok = new Uint8Array(dictionary.values.length);
    for (const value of values) {
      const id = dictionary.ids.get(String(value));
      if (id !== undefined) ok[id] = 1;
    }
    if (scalar) return (p) => (scalar[p] as number) >= 0 && ok[scalar[p] as number] === 1;
    const { start, ids } = list as ListColumn;
    return (p) => {
      for (let i = start[p] as number; i < (start[p + 1] as number); i++) if (ok[ids[i] as number]) return true;
      return false;
    };
  }
  if (facet.kind === 'derived') {
    const first = firstBucketBit(facet);
    let mask = 0;
    facet.buckets.forEach((bucket, b) => {
      if (values.includes(bucket.value)) mask |= 1 << (first + b);
    });
    if (!mask) return NEVER;
    return (p) => ((bits[p] as number) & mask) !== 0;
  }
  throw new Error(`Cannot filter ${facet.field} by value`);
}

/** The filters of a set as (field, predicate) pairs, as `addFilters` in conditions.ts builds their SQL. */
export function filterPredicates(
  columns: ProductColumns,
  set: FilterSet,
  tree: CategoryTree,
  bits: Uint32Array,
): FieldPredicate[] {
  const out: FieldPredicate[] = [];
  for (const [field, values] of Object.entries(set.values)) {
    const facet = facetByField.get(field);
    if (!facet || !values.length || facet.kind === 'slider') continue;
    out.push({ field, test: valuePredicate(columns, facet, values, tree, bits) });
  }
  for (const [field, range] of Object.entries(set.ranges)) {
    const facet = facetByField.get(field);
    if (facet?.kind !== 'slider') continue;
    const column = columns.sliders.get(field) as Int32Array;
    const low = range.low === undefined ? undefined : Math.round(range.low * 100);
    const high = range.high === undefined ? undefined : Math.round(range.high * 100);
    if (low === undefined && high === undefined) continue;
    out.push({
      field,
      test: (p) => {
        const value = column[p] as number;
        return value !== NULL_INT && (low === undefined || value >= low) && (high === undefined || value <= high);
      },
    });
  }
  return out;
}
