import { firstBucketBit } from './derivedBuckets';
import type { ListColumn } from './dictionary';
import type { FacetCount } from './facetCounts';
import type { FacetDefinition } from './facets';
import { NULL_INT, type ProductColumns } from './productColumns';

/** A slider facet's running minimum and maximum, in cents. */
export interface SliderRange {
  low: number;
  high: number;
}
/** A facet's counts while they are added up: by value id (or bucket), or a slider's range. */
export type Tally = Int32Array | SliderRange;

const MAX_VALUES = 200;
/** `String.prototype.localeCompare` (what facetCounts.ts sorts with), without its per-call set-up. */
const collator = new Intl.Collator();

export const emptyRange = (): SliderRange => ({ low: Number.POSITIVE_INFINITY, high: Number.NEGATIVE_INFINITY });

/** The size of a list, hierarchy or derived facet's tally. */
export function tallySize(columns: ProductColumns, facet: FacetDefinition): number {
  return facet.kind === 'derived' ? facet.buckets.length : columns.listColumn(facet).dictionary.values.length;
}

function rangeOf(column: Int32Array, products: Int32Array, range: SliderRange) {
  // Plain int32 locals in the loop: reading the imported NULL_INT (not a small integer) in it costs 10 times more.
  const none = NULL_INT;
  let low = 2147483647;
  let high = none;
  for (let i = 0; i < products.length; i++) {
    const value = column[products[i] as number] as number;
    if (value === none) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (high === none) return;
  if (low < range.low) range.low = low;
  if (high > range.high) range.high = high;
}

function countScalar(column: Int32Array, products: Int32Array, tally: Int32Array) {
  for (let i = 0; i < products.length; i++) {
    const value = column[products[i] as number] as number;
    if (value >= 0) tally[value] = (tally[value] as number) + 1;
  }
}

/** Like unnest(): a value listed twice counts twice. */
function countList({ start, ids }: ListColumn, products: Int32Array, tally: Int32Array) {
  for (let i = 0; i < products.length; i++) {
    const p = products[i] as number;
    const to = start[p + 1] as number;
    for (let v = start[p] as number; v < to; v++) {
      const value = ids[v] as number;
      tally[value] = (tally[value] as number) + 1;
    }
  }
}

/** Few distinct bucket combinations: counts those, then spreads them over the buckets. */
function countDerived(bits: Uint32Array, first: number, products: Int32Array, tally: Int32Array) {
  const width = (1 << tally.length) - 1;
  const combinations = new Int32Array(width + 1);
  for (let i = 0; i < products.length; i++) {
    const mask = ((bits[products[i] as number] as number) >>> first) & width;
    combinations[mask] = (combinations[mask] as number) + 1;
  }
  for (let mask = 1; mask <= width; mask++) {
    const times = combinations[mask] as number;
    if (!times) continue;
    for (let b = 0; b < tally.length; b++) if (mask & (1 << b)) tally[b] = (tally[b] as number) + times;
  }
}

/** Adds one facet's counts over a list of products to its tally (or widens its slider range). */
export function countFacet(
  columns: ProductColumns,
  facet: FacetDefinition,
  products: Int32Array,
  tally: Tally,
  bits: Uint32Array,
) {
  if (facet.kind === 'slider') {
    rangeOf(columns.sliders.get(facet.field) as Int32Array, products, tally as SliderRange);
  } else if (facet.kind === 'derived') {
    countDerived(bits, firstBucketBit(facet), products, tally as Int32Array);
  } else {
    const { scalar, list } = columns.listColumn(facet);
    if (scalar) countScalar(scalar, products, tally as Int32Array);
    else countList(list as ListColumn, products, tally as Int32Array);
  }
}

/**
 * The first `limit` values by count (descending), then name (collation order), as facetCounts.ts's SQL orders them.
 * Only the values tied at the cut-off count need their names compared to decide which are in, so a facet with
 * thousands of values (authors of a broad query) sorts just the few hundred it answers.
 */
export function topValues(names: readonly string[], tally: Int32Array, limit: number): FacetCount['values'] {
  const counted: number[] = [];
  for (let id = 0; id < tally.length; id++) if ((tally[id] as number) > 0) counted.push(id);
  let chosen = counted;
  if (counted.length > limit) {
    const counts = Int32Array.from(counted, (id) => tally[id] as number).sort();
    const cutOff = counts[counts.length - limit] as number;
    chosen = counted.filter((id) => (tally[id] as number) >= cutOff);
  }
  const values = chosen.map((id) => ({ value: names[id] as string, count: tally[id] as number }));
  values.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
  values.length = Math.min(values.length, limit);
  return values;
}

/** A facet's tally in the form facetCounts.ts answers (list values by count, then name; at most 200). */
export function facetCountOf(columns: ProductColumns, facet: FacetDefinition, tally: Tally): FacetCount {
  if (facet.kind === 'slider') {
    const range = tally as SliderRange;
    return range.low <= range.high ? { values: [], range: { low: range.low, high: range.high } } : { values: [] };
  }
  const counts = tally as Int32Array;
  if (facet.kind === 'derived') {
    return {
      values: facet.buckets.flatMap((bucket, b) =>
        (counts[b] as number) > 0 ? [{ value: bucket.value, count: counts[b] as number }] : [],
      ),
    };
  }
  const names = columns.listColumn(facet).dictionary.values;
  if (facet.kind === 'list') return { values: topValues(names, counts, MAX_VALUES) };
  const values: FacetCount['values'] = [];
  for (let id = 0; id < counts.length; id++) {
    if ((counts[id] as number) > 0) values.push({ value: names[id] as string, count: counts[id] as number });
  }
  return { values };
}
