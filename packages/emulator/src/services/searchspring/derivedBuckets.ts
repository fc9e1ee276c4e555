import { type Bucket, type BucketDates, FACETS, type FacetDefinition } from './facets';
import type { ProductColumns } from './productColumns';

/** Derived facets and the bit of their first bucket in `derivedBits`. */
const DERIVED = FACETS.flatMap((facet) => (facet.kind === 'derived' ? [facet] : [])).map((facet, index, all) => ({
  facet,
  first: all.slice(0, index).reduce((sum, earlier) => sum + earlier.buckets.length, 0),
}));
if (DERIVED.reduce((sum, { facet }) => sum + facet.buckets.length, 0) > 32) throw new Error('Too many facet buckets');

/** The bit of a derived facet's first bucket in `derivedBits` (its other buckets follow it). */
export function firstBucketBit(facet: FacetDefinition): number {
  const entry = DERIVED.find((candidate) => candidate.facet === facet);
  if (!entry) throw new Error(`${facet.field} is not a derived facet`);
  return entry.first;
}

/** Per product, one bit per derived-facet bucket (in FACETS order) that holds for it, for the given day. */
export function derivedBits(columns: ProductColumns, dates: BucketDates): Uint32Array {
  const buckets: Bucket[] = DERIVED.flatMap(({ facet }) => facet.buckets);
  const bits = new Uint32Array(columns.n);
  for (let p = 0; p < columns.n; p++) {
    const product = columns.bucketProduct(p);
    let mask = 0;
    for (let b = 0; b < buckets.length; b++) if ((buckets[b] as Bucket).test(product, dates)) mask |= 1 << b;
    bits[p] = mask;
  }
  return bits;
}

/** The cache key of `derivedBits` for a day's thresholds. */
export const datesKey = (dates: BucketDates) => `${dates.last30Days}/${dates.last3Months}/${dates.last12Months}`;
