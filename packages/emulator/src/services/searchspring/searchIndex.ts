import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import type { SearchScope } from './conditions';
import { datesKey, derivedBits } from './derivedBuckets';
import type { FacetCount, FacetOutcome } from './facetCounts';
import { type BucketDates, FACETS, type FacetDefinition } from './facets';
import { countFacet, emptyRange, facetCountOf, type Tally, tallySize } from './facetTally';
import { filterPredicates } from './filterPredicates';
import { ProductColumns } from './productColumns';
import { firstInOrder, SortOrders } from './sortOrders';
import type { PageRequest } from './sqlSearch';
import { type TextSearch, TextSearches } from './textSearch';
import { topRanked } from './topRanked';
import { parseTsquery } from './tsquery';

export interface IndexSearch extends FacetOutcome {
  /** Product ids of the requested page, in order. */
  pageIds: string[];
}

/**
 * The catalogue in memory for search.json and autocomplete.json (productColumns.ts). A search costs one pass over the
 * products its text matches: every visible filter is tested once per product, and a product failing exactly one of
 * them still counts for that filter's own facet (each facet counts with every filter but its own), so all facets, the
 * total and the matching set come out of the same pass. Answers are those of the SQL in facetCounts.ts / sqlSearch.ts,
 * value for value. indexedSearch.ts keeps it in step with the products table.
 */
export class SearchIndex {
  private readonly orders: SortOrders;
  private readonly texts: TextSearches;
  /** Derived-facet bucket bits for one day's date thresholds (dropped by a patch). */
  private derived?: { key: string; bits: Uint32Array };
  /** Counts over the whole catalogue by facet (dropped by a patch; derived ones also when the day changes). */
  private readonly wholeCounts = new Map<string, { bits: Uint32Array; tally: Int32Array }>();
  /** Working arrays reused from search to search (a search runs synchronously, start to end). */
  private scratch?: { candidates: Int32Array; matches: Int32Array; leftOut: Int32Array; failures: Uint8Array };

  private constructor(readonly columns: ProductColumns) {
    this.orders = new SortOrders(columns);
    this.texts = new TextSearches(columns.text, columns.n);
  }

  /** Reads the whole catalogue from the products table. */
  static async load(db: Queryable): Promise<SearchIndex> {
    return new SearchIndex(await ProductColumns.load(db));
  }

  /** Applies value-only changes of some products; false when a product is unknown or gone (the caller rebuilds). */
  async patch(db: Queryable, ids: string[]): Promise<boolean> {
    if (!(await this.columns.patch(db, ids))) return false;
    this.orders.dropPatched();
    this.derived = undefined;
    this.wholeCounts.clear();
    return true;
  }

  private scratchArrays() {
    const { n } = this.columns;
    this.scratch ??= {
      candidates: new Int32Array(n),
      matches: new Int32Array(n),
      leftOut: new Int32Array(n),
      failures: new Uint8Array(n),
    };
    return this.scratch;
  }

  private derivedBits(dates: BucketDates): Uint32Array {
    const key = datesKey(dates);
    if (this.derived?.key !== key) this.derived = { key, bits: derivedBits(this.columns, dates) };
    return this.derived.bits;
  }

  /** A list, hierarchy or derived facet's counts over the whole catalogue (kept until a patch). */
  private wholeCatalogue(facet: FacetDefinition, bits: Uint32Array): Int32Array {
    const cached = this.wholeCounts.get(facet.field);
    if (cached && cached.bits === bits) return cached.tally;
    const tally = new Int32Array(tallySize(this.columns, facet));
    countFacet(
      this.columns,
      facet,
      Int32Array.from({ length: this.columns.n }, (_, p) => p),
      tally,
      bits,
    );
    this.wholeCounts.set(facet.field, { bits, tally });
    return tally;
  }

  /**
   * Facet counts, total and one page of a search scope, or undefined when the text query needs PostgreSQL (phrases,
   * weights). `tsquery` is the scope's text query as PostgreSQL prints it (undefined without search text).
   */
  search(
    scope: SearchScope,
    tree: CategoryTree,
    dates: BucketDates,
    tsquery: string | undefined,
    page: PageRequest,
  ): IndexSearch | undefined {
    const { columns } = this;
    const { n } = columns;
    let text: TextSearch | undefined;
    if (tsquery !== undefined) {
      const parsed = parseTsquery(tsquery);
      if (!parsed) return undefined;
      text = this.texts.get(tsquery, parsed);
    }
    const bits = this.derivedBits(dates);
    const background = scope.background.flatMap((set) => filterPredicates(columns, set, tree, bits));
    const visible = filterPredicates(columns, scope.filters, tree, bits);
    // Products of the text passing the background filters; then, one filter at a time (each loop calls a single
    // predicate), how many visible filters each fails. Those failing none are the matches; those failing exactly one
    // still count for that filter's own facet, which ignores its own filter.
    const scratch = this.scratchArrays();
    let candidates = scratch.candidates;
    let count = 0;
    if (text) {
      candidates.set(text.list);
      count = text.list.length;
    } else {
      for (let p = 0; p < n; p++) candidates[p] = p;
      count = n;
    }
    for (const { test } of background) {
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const p = candidates[i] as number;
        if (test(p)) candidates[kept++] = p;
      }
      count = kept;
    }
    candidates = candidates.subarray(0, count);
    let inScope = candidates;
    const onlyFailing: number[][] = visible.map(() => []);
    if (visible.length) {
      // One byte per product: failures so far (low 2 bits, saturating at 2) and the last filter failed (above).
      const failures = scratch.failures;
      for (let i = 0; i < count; i++) failures[candidates[i] as number] = 0;
      visible.forEach(({ test }, v) => {
        for (let i = 0; i < count; i++) {
          const p = candidates[i] as number;
          if (!test(p)) failures[p] = (v << 2) | Math.min(((failures[p] as number) & 3) + 1, 2);
        }
      });
      const matches = scratch.matches;
      let matched = 0;
      for (let i = 0; i < count; i++) {
        const p = candidates[i] as number;
        const failed = failures[p] as number;
        if (failed === 0) matches[matched++] = p;
        else if ((failed & 3) === 1) (onlyFailing[failed >> 2] as number[]).push(p);
      }
      inScope = matches.subarray(0, matched);
    }
    const facets = new Map<string, FacetCount>();
    const leftOut = inScope.length * 2 > n ? this.complement(inScope) : undefined;
    for (const facet of FACETS) {
      let tally: Tally;
      if (facet.kind === 'slider') {
        // Sliders (minimum and maximum) are always counted directly.
        tally = emptyRange();
        countFacet(columns, facet, inScope, tally, bits);
      } else if (leftOut) {
        // Past half the catalogue, counting the products left out and subtracting them from the whole catalogue's
        // counts is cheaper.
        const whole = this.wholeCatalogue(facet, bits);
        const out = new Int32Array(whole.length);
        countFacet(columns, facet, leftOut, out, bits);
        for (let v = 0; v < out.length; v++) out[v] = (whole[v] as number) - (out[v] as number);
        tally = out;
      } else {
        tally = new Int32Array(tallySize(columns, facet));
        countFacet(columns, facet, inScope, tally, bits);
      }
      const own = visible.findIndex((filter) => filter.field === facet.field);
      if (own >= 0) countFacet(columns, facet, Int32Array.from(onlyFailing[own] as number[]), tally, bits);
      facets.set(facet.field, facetCountOf(columns, facet, tally));
    }
    return { facets, total: inScope.length, pageIds: this.page(inScope, text, page) };
  }

  /** The products not in `products` (ascending, as every product list here is), ascending. */
  private complement(products: Int32Array): Int32Array {
    const { n } = this.columns;
    const leftOut = this.scratchArrays().leftOut.subarray(0, n - products.length);
    let k = 0;
    let next = 0;
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as number;
      while (next < p) leftOut[k++] = next++;
      next = p + 1;
    }
    while (next < n) leftOut[k++] = next++;
    return leftOut;
  }

  private page(matches: Int32Array, text: TextSearch | undefined, { sort, offset, limit }: PageRequest): string[] {
    const wanted = offset + limit;
    if (offset >= matches.length || limit <= 0) return [];
    let ordered: number[];
    if (sort.field === 'relevance') {
      if (!text) {
        ordered = Array.from(matches.subarray(0, wanted));
      } else if (
        sort.direction === 'desc' &&
        wanted * 8 < matches.length &&
        this.texts.boundingPays(text) &&
        this.texts.bounded(text)
      ) {
        // An AND of words: only the products whose rank bound reaches the page are ranked.
        const { bounds, rankOf } = this.texts.bounded(text) as NonNullable<ReturnType<TextSearches['bounded']>>;
        ordered = topRanked(matches, wanted, bounds, rankOf);
      } else {
        const ranks = this.texts.ranks(text);
        // ORDER BY rank ASC|DESC, id ASC (ts_rank is never null).
        const sign = sort.direction === 'asc' ? 1 : -1;
        ordered = firstInOrder(
          matches,
          wanted,
          (a, b) => sign * ((ranks[a] as number) - (ranks[b] as number)) || a - b,
        );
      }
    } else if (matches.length * 16 < this.columns.n) {
      ordered = firstInOrder(matches, wanted, this.orders.comparator(sort.field, sort.direction));
    } else {
      // Walks the whole catalogue's order, keeping the matching products (both lists are of product numbers).
      const marks = this.scratchArrays().failures.fill(0);
      for (let i = 0; i < matches.length; i++) marks[matches[i] as number] = 1;
      ordered = [];
      for (const p of this.orders.order(sort.field, sort.direction)) {
        if (marks[p]) {
          ordered.push(p);
          if (ordered.length >= wanted) break;
        }
      }
    }
    return ordered.slice(offset).map((p) => this.columns.ids[p] as string);
  }
}
