import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import type { SearchScope } from './conditions';
import type { FacetCount, FacetOutcome } from './facetCounts';
import {
  type Bucket,
  type BucketDates,
  type BucketProduct,
  FACETS,
  type FacetDefinition,
  facetByField,
} from './facets';
import type { FilterSet } from './searchRequest';
import type { PageRequest } from './sqlSearch';
import { compareLexemes, type ParsedTsquery, parseTsquery, tsRank } from './tsquery';

/**
 * The catalogue in memory for search.json and autocomplete.json: per product its facet values as small integer ids
 * (typed arrays, lists in CSR form), its sort keys, and its text-search vector (lexeme ids with positions and an
 * inverted index), all read from the products table. A search then costs one pass over the products its text matches:
 * every visible filter is tested once per product, and a product failing exactly one of them still counts for that
 * filter's own facet (each facet counts with every filter but its own), so all facets, the total and the matching set
 * come out of the same pass. Answers are those of the SQL in facetCounts.ts / sqlSearch.ts, value for value.
 *
 * Freshness: every write to products is logged by triggers in `product_changes` (migration 24). Each search first reads
 * the log's newest sequence number (with the day thresholds of the date facets, in the same round trip); value-only
 * changes (availability, prices, rating, popularity, publication date) are patched in place, anything else rebuilds.
 */

const NULL_INT = -2147483648;
const MAX_VALUES = 200;
const FIELD = '\x1e';
const ITEM = '\x1f';
const RECORD = '\x1d';
const NONE = '\x02';

/** Distinct strings of one column, numbered in order of first appearance. */
class Dictionary {
  readonly values: string[] = [];
  readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** A list column (authors, themes) in CSR form: product p's value ids are `ids[start[p]..start[p+1]]`. */
interface ListColumn {
  start: Uint32Array;
  ids: Int32Array;
  dictionary: Dictionary;
}

/** Value columns a change can patch in place; anything else in a product rebuilds the index. */
const VALUE_COLUMNS = `id, availability, coalesce((published_on - DATE '1970-01-01')::text, ''), (rating * 10)::int,
  coalesce(discounted_cents, price_cents), coalesce(b2c_price_cents::text, ''), coalesce(b2b_price_cents::text, ''),
  coalesce(staff_price_cents::text, ''), popularity`;

const asInt = (text: string | undefined) => (text === undefined || text === '' ? NULL_INT : Number(text));
const packed = (sql: string) => `string_agg(concat_ws(E'${FIELD}', ${sql}), E'${RECORD}' ORDER BY id)`;

export interface IndexSearch extends FacetOutcome {
  /** Product ids of the requested page, in order. */
  pageIds: string[];
}

/** A product's text-search vector in memory: its lexeme ids (ascending) and their WordEntryPos lists. */
interface TextColumn {
  /** Lexemes in PostgreSQL's byte order; a lexeme's id is its index here. */
  lexemes: string[];
  docStart: Uint32Array;
  docLexemes: Int32Array;
  entryStart: Uint32Array;
  positions: Uint16Array;
  postingStart: Uint32Array;
  postings: Int32Array;
}

function parseTsvectors(text: string, n: number): TextColumn {
  // First pass: lexemes with temporary ids, per document entries and positions.
  const temporary = new Map<string, number>();
  const names: string[] = [];
  const docStart = new Uint32Array(n + 1);
  let docLexemes = new Int32Array(Math.max(16, n * 24));
  let entryStart = new Uint32Array(Math.max(16, n * 24) + 1);
  let positions = new Uint16Array(Math.max(16, n * 32));
  let entries = 0;
  let positionCount = 0;
  let doc = 0;
  let at = 0;
  const length = text.length;
  while (doc < n) {
    docStart[doc] = entries;
    // One document: entries `'lexeme':1A,2` separated by spaces, up to the record separator.
    while (at < length && text.charCodeAt(at) !== 0x1d) {
      if (text[at] === ' ') {
        at++;
        continue;
      }
      if (text[at] !== "'") throw new Error(`Unexpected tsvector text at ${at}`);
      at++;
      let lexeme = '';
      for (;;) {
        const char = text[at];
        if (char === "'" && text[at + 1] === "'") {
          lexeme += "'";
          at += 2;
        } else if (char === '\\') {
          lexeme += text[at + 1];
          at += 2;
        } else if (char === "'") {
          at++;
          break;
        } else {
          lexeme += char;
          at++;
        }
      }
      let id = temporary.get(lexeme);
      if (id === undefined) {
        id = names.length;
        names.push(lexeme);
        temporary.set(lexeme, id);
      }
      if (entries + 1 >= docLexemes.length) {
        const grown = new Int32Array(docLexemes.length * 2);
        grown.set(docLexemes);
        docLexemes = grown;
        const grownStart = new Uint32Array(docLexemes.length + 1);
        grownStart.set(entryStart);
        entryStart = grownStart;
      }
      docLexemes[entries] = id;
      entryStart[entries] = positionCount;
      entries++;
      if (text[at] === ':') {
        at++;
        for (;;) {
          let pos = 0;
          while (at < length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
            pos = pos * 10 + text.charCodeAt(at) - 48;
            at++;
          }
          const letter = text[at];
          let weight = 0;
          if (letter === 'A') weight = 3;
          else if (letter === 'B') weight = 2;
          else if (letter === 'C') weight = 1;
          if (weight || letter === 'D') at++;
          if (positionCount >= positions.length) {
            const grown = new Uint16Array(positions.length * 2);
            grown.set(positions);
            positions = grown;
          }
          positions[positionCount++] = (weight << 14) | pos;
          if (text[at] !== ',') break;
          at++;
        }
      }
    }
    at++;
    doc++;
  }
  docStart[n] = entries;
  entryStart[entries] = positionCount;
  // Number lexemes in byte order, so each document's entries sort like PostgreSQL's and a prefix is an id range.
  const order = names.map((_, index) => index).sort((a, b) => compareLexemes(names[a] as string, names[b] as string));
  const renumber = new Int32Array(names.length);
  order.forEach((old, index) => {
    renumber[old] = index;
  });
  const lexemes = order.map((old) => names[old] as string);
  const sortedLexemes = new Int32Array(entries);
  const sortedStart = new Uint32Array(entries + 1);
  const sortedPositions = new Uint16Array(positionCount);
  let written = 0;
  for (let d = 0; d < n; d++) {
    const from = docStart[d] as number;
    const to = docStart[d + 1] as number;
    const slots = Array.from({ length: to - from }, (_, i) => from + i).sort(
      (a, b) => (renumber[docLexemes[a] as number] as number) - (renumber[docLexemes[b] as number] as number),
    );
    let slot = from;
    for (const entry of slots) {
      sortedLexemes[slot] = renumber[docLexemes[entry] as number] as number;
      sortedStart[slot] = written;
      for (let p = entryStart[entry] as number; p < (entryStart[entry + 1] as number); p++) {
        sortedPositions[written++] = positions[p] as number;
      }
      slot++;
    }
  }
  sortedStart[entries] = written;
  // Inverted index: the documents of each lexeme, ascending.
  const postingStart = new Uint32Array(lexemes.length + 1);
  for (let e = 0; e < entries; e++) (postingStart[(sortedLexemes[e] as number) + 1] as number)++;
  for (let l = 0; l < lexemes.length; l++)
    postingStart[l + 1] = (postingStart[l + 1] as number) + (postingStart[l] as number);
  const fill = postingStart.slice(0, lexemes.length);
  const postings = new Int32Array(entries);
  for (let d = 0; d < n; d++) {
    for (let e = docStart[d] as number; e < (docStart[d + 1] as number); e++) {
      const lexeme = sortedLexemes[e] as number;
      postings[(fill[lexeme] as number)++] = d;
    }
  }
  return {
    lexemes,
    docStart,
    docLexemes: sortedLexemes,
    entryStart: sortedStart,
    positions: sortedPositions,
    postingStart,
    postings,
  };
}

type Predicate = (p: number) => boolean;
/** A text query's matching products (0/1 by product) and, once a page is ordered by relevance, their ts_rank. */
interface TextSearch {
  query: ParsedTsquery;
  matches: Uint8Array;
  ranks?: Float32Array;
}
/** Recent texts whose matches and ranks are kept (5 bytes per product each: 16 MB at 200k products). */
const TEXT_CACHE = 16;
/** `String.prototype.localeCompare` (what facetCounts.ts sorts with), without its per-call set-up. */
const collator = new Intl.Collator();
interface SliderRange {
  low: number;
  high: number;
}

/** Derived facets and the bit of their first bucket in `derivedBits`. */
const DERIVED = FACETS.flatMap((facet) => (facet.kind === 'derived' ? [facet] : [])).map((facet, index, all) => ({
  facet,
  first: all.slice(0, index).reduce((sum, earlier) => sum + earlier.buckets.length, 0),
}));
if (DERIVED.reduce((sum, { facet }) => sum + facet.buckets.length, 0) > 32) throw new Error('Too many facet buckets');
const bump = (tally: Int32Array, at: number) => {
  tally[at] = (tally[at] as number) + 1;
};
const NEVER: Predicate = () => false;

export class SearchIndex {
  readonly n: number;
  readonly ids: string[];
  readonly byId: Map<string, number>;
  readonly format: Int32Array;
  readonly publisher: Int32Array;
  readonly series: Int32Array;
  readonly category: Int32Array;
  readonly availability: Int32Array;
  readonly authors: ListColumn;
  readonly themes: ListColumn;
  readonly published: Int32Array;
  readonly rating10: Int32Array;
  readonly popularity: Int32Array;
  readonly nameRank: Int32Array;
  /** Slider columns in cents by facet field (NULL_INT for null). */
  readonly sliders: Map<string, Int32Array>;
  readonly dictionaries: {
    format: Dictionary;
    publisher: Dictionary;
    series: Dictionary;
    category: Dictionary;
    availability: Dictionary;
  };
  readonly text: TextColumn;
  /** Products in each sort order, built on first use (dropped when a patch changes the sort key). */
  private orders = new Map<string, Int32Array>();
  /** Derived-facet bucket bits for one day's date thresholds (dropped by a patch). */
  private derived?: { key: string; bits: Uint32Array };
  /** Counts over the whole catalogue by facet (dropped by a patch; derived ones also when the day changes). */
  private wholeCounts = new Map<string, { bits: Uint32Array; tally: Int32Array }>();
  /** Recent text queries (tsquery text → matches and ranks); the text is never patched, so they stay valid. */
  private texts = new Map<string, TextSearch>();

  private constructor(facetText: string, tsvectorText: string, nameRanks: string) {
    const records = facetText ? facetText.split(RECORD) : [];
    const n = records.length;
    this.n = n;
    this.ids = new Array<string>(n);
    this.byId = new Map();
    const dictionaries = {
      format: new Dictionary(),
      publisher: new Dictionary(),
      series: new Dictionary(),
      category: new Dictionary(),
      availability: new Dictionary(),
    };
    this.dictionaries = dictionaries;
    this.format = new Int32Array(n);
    this.publisher = new Int32Array(n);
    this.series = new Int32Array(n);
    this.category = new Int32Array(n);
    this.availability = new Int32Array(n);
    this.published = new Int32Array(n);
    this.rating10 = new Int32Array(n);
    this.popularity = new Int32Array(n);
    const price = new Int32Array(n);
    const b2c = new Int32Array(n);
    const b2b = new Int32Array(n);
    const staff = new Int32Array(n);
    this.sliders = new Map(
      FACETS.filter((facet) => facet.kind === 'slider').map((facet) => [
        facet.field,
        { price, price_b2c: b2c, price_b2b: b2b, staff_price: staff }[facet.field] as Int32Array,
      ]),
    );
    const lists = { authors: [] as number[], themes: [] as number[] };
    const authorsStart = new Uint32Array(n + 1);
    const themesStart = new Uint32Array(n + 1);
    const authorNames = new Dictionary();
    const themeNames = new Dictionary();
    const optional = (dictionary: Dictionary, value: string | undefined) =>
      value === undefined || value === NONE ? -1 : dictionary.id(value);
    for (let p = 0; p < n; p++) {
      const f = (records[p] as string).split(FIELD);
      if (f.length !== 15) throw new Error(`Product record ${p} has ${f.length} fields`);
      const id = f[0] as string;
      this.ids[p] = id;
      this.byId.set(id, p);
      this.format[p] = optional(dictionaries.format, f[1]);
      authorsStart[p] = lists.authors.length;
      if (f[2]) for (const author of (f[2] as string).split(ITEM)) lists.authors.push(authorNames.id(author));
      this.publisher[p] = optional(dictionaries.publisher, f[3]);
      this.series[p] = optional(dictionaries.series, f[4]);
      themesStart[p] = lists.themes.length;
      if (f[5]) for (const theme of (f[5] as string).split(ITEM)) lists.themes.push(themeNames.id(theme));
      this.category[p] = dictionaries.category.id(f[6] as string);
      this.setValues(p, f.slice(7));
    }
    authorsStart[n] = lists.authors.length;
    themesStart[n] = lists.themes.length;
    this.authors = { start: authorsStart, ids: Int32Array.from(lists.authors), dictionary: authorNames };
    this.themes = { start: themesStart, ids: Int32Array.from(lists.themes), dictionary: themeNames };
    this.nameRank = nameRanks ? Int32Array.from(nameRanks.split(','), Number) : new Int32Array(0);
    if (this.nameRank.length !== n) throw new Error('Name ranks do not match the products');
    this.text = parseTsvectors(tsvectorText, n);
  }

  /** Sets the patchable columns from `VALUE_COLUMNS` text (without the id). */
  private setValues(p: number, f: string[]) {
    this.availability[p] = this.dictionaries.availability.id(f[0] as string);
    this.published[p] = asInt(f[1]);
    this.rating10[p] = asInt(f[2]);
    const sliders = [...this.sliders.values()];
    for (let s = 0; s < sliders.length; s++) (sliders[s] as Int32Array)[p] = asInt(f[3 + s]);
    this.popularity[p] = asInt(f[7]);
  }

  /** Reads the whole catalogue (three queries: facet and sort columns, text vectors, name order). */
  static async load(db: Queryable): Promise<SearchIndex> {
    const facets = await db.query<{ t: string | null }>(
      `SELECT ${packed(`id, coalesce(format, E'${NONE}'), array_to_string(authors, E'${ITEM}'), coalesce(publisher, E'${NONE}'),
         coalesce(series, E'${NONE}'), array_to_string(themes, E'${ITEM}'), category_key,
         ${VALUE_COLUMNS.replace(/^id, /, '')}`)} AS t FROM products`,
    );
    const vectors = await db.query<{ t: string | null }>(
      `SELECT string_agg(search::text, E'${RECORD}' ORDER BY id) AS t FROM products`,
    );
    const names = await db.query<{ t: string | null }>(
      `SELECT string_agg(r::text, ',' ORDER BY id) AS t FROM (SELECT id, dense_rank() OVER (ORDER BY name) AS r FROM products) AS ranked`,
    );
    return new SearchIndex(facets.rows[0]?.t ?? '', vectors.rows[0]?.t ?? '', names.rows[0]?.t ?? '');
  }

  /**
   * Applies value-only changes of some products (read again from the database). Answers false when a product is
   * unknown or gone, so the caller rebuilds instead.
   */
  async patch(db: Queryable, ids: string[]): Promise<boolean> {
    const { rows } = await db.query<{ t: string | null }>(
      `SELECT ${packed(VALUE_COLUMNS)} AS t FROM products WHERE id = ANY($1::text[])`,
      [ids],
    );
    const records = rows[0]?.t ? (rows[0].t as string).split(RECORD) : [];
    if (records.length !== new Set(ids).size) return false;
    for (const record of records) {
      const f = record.split(FIELD);
      const p = this.byId.get(f[0] as string);
      if (p === undefined) return false;
      this.setValues(p, f.slice(1));
    }
    // Sort orders over patched columns are rebuilt on next use (the name and id orders cannot have changed).
    for (const key of [...this.orders.keys()]) if (!key.startsWith('title:')) this.orders.delete(key);
    this.derived = undefined;
    this.wholeCounts.clear();
    return true;
  }

  /** Facet value of a list or hierarchy column: the dictionary and per-product value ids. */
  private listColumn(facet: FacetDefinition): { dictionary: Dictionary; scalar?: Int32Array; list?: ListColumn } {
    if (facet.kind === 'hierarchy') return { dictionary: this.dictionaries.category, scalar: this.category };
    if (facet.kind !== 'list') throw new Error(`${facet.field} is not a list facet`);
    switch (facet.column) {
      case 'authors':
        return { dictionary: this.authors.dictionary, list: this.authors };
      case 'themes':
        return { dictionary: this.themes.dictionary, list: this.themes };
      case 'format':
      case 'publisher':
      case 'series': {
        const column = facet.column;
        return { dictionary: this.dictionaries[column], scalar: this[column] };
      }
      default:
        throw new Error(`No in-memory column for ${facet.column}`);
    }
  }

  private bucketProduct(p: number): BucketProduct {
    const published = this.published[p] as number;
    const availability = this.availability[p] as number;
    return {
      publishedDay: published === NULL_INT ? null : published,
      availability: availability < 0 ? null : (this.dictionaries.availability.values[availability] as string),
      rating10: this.rating10[p] as number,
    };
  }

  /** One facet's filter as a predicate, as `addFilters` in conditions.ts builds its SQL. */
  private valuePredicate(facet: FacetDefinition, values: unknown[], tree: CategoryTree, bits: Uint32Array): Predicate {
    if (facet.kind === 'hierarchy') {
      const keys = values.map((value) => tree.resolve(String(value))?.key).filter((key): key is string => Boolean(key));
      if (!keys.length) return NEVER;
      const categories = this.dictionaries.category.values;
      const ok = Uint8Array.from(categories, (key) =>
        keys.some((wanted) => key === wanted || key.startsWith(`${wanted}_`)) ? 1 : 0,
      );
      return (p) => ok[this.category[p] as number] === 1;
    }
    if (facet.kind === 'list') {
      const { dictionary, scalar, list } = this.listColumn(facet);
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
      const first = (DERIVED.find((entry) => entry.facet === facet) as { first: number }).first;
      let mask = 0;
      facet.buckets.forEach((bucket, b) => {
        if (values.includes(bucket.value)) mask |= 1 << (first + b);
      });
      if (!mask) return NEVER;
      return (p) => ((bits[p] as number) & mask) !== 0;
    }
    throw new Error(`Cannot filter ${facet.field} by value`);
  }

  /** The filters of a set as (field, predicate) pairs, leaving out `except`'s; as `addFilters` in conditions.ts. */
  private predicates(set: FilterSet, tree: CategoryTree, bits: Uint32Array): { field: string; test: Predicate }[] {
    const out: { field: string; test: Predicate }[] = [];
    for (const [field, values] of Object.entries(set.values)) {
      const facet = facetByField.get(field);
      if (!facet || !values.length || facet.kind === 'slider') continue;
      out.push({ field, test: this.valuePredicate(facet, values, tree, bits) });
    }
    for (const [field, range] of Object.entries(set.ranges)) {
      const facet = facetByField.get(field);
      if (facet?.kind !== 'slider') continue;
      const column = this.sliders.get(field) as Int32Array;
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

  /** Lexeme id range [low, high) of a query operand: the lexeme itself, or every lexeme it is a prefix of. */
  private lexemeRange(lexeme: string, prefix: boolean): [number, number] {
    const { lexemes } = this.text;
    let low = 0;
    let high = lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(lexemes[middle] as string, lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    if (!prefix) return lexemes[low] === lexeme ? [low, low + 1] : [low, low];
    let end = low;
    while (end < lexemes.length && (lexemes[end] as string).startsWith(lexeme)) end++;
    return [low, end];
  }

  /** Products matching a parsed tsquery, as 0/1 per product. */
  private textMatches(query: ParsedTsquery): Uint8Array {
    const { n } = this;
    const { postingStart, postings } = this.text;
    const evaluate = (node: NonNullable<ParsedTsquery['root']>): Uint8Array => {
      if (node.kind === 'operand') {
        const marks = new Uint8Array(n);
        const [low, high] = this.lexemeRange(node.lexeme, node.prefix);
        for (let i = postingStart[low] as number; i < (postingStart[high] as number); i++)
          marks[postings[i] as number] = 1;
        return marks;
      }
      if (node.kind === 'not') {
        const marks = evaluate(node.arg);
        for (let p = 0; p < n; p++) marks[p] = (marks[p] as number) ^ 1;
        return marks;
      }
      const left = evaluate(node.left);
      const right = evaluate(node.right);
      if (node.kind === 'and') for (let p = 0; p < n; p++) left[p] = (left[p] as number) & (right[p] as number);
      else for (let p = 0; p < n; p++) left[p] = (left[p] as number) | (right[p] as number);
      return left;
    };
    return query.root ? evaluate(query.root) : new Uint8Array(n);
  }

  /** Products in a sort order (`x ASC|DESC NULLS LAST, id ASC`), built once per order. */
  private order(field: string, direction: 'asc' | 'desc'): Int32Array {
    const name = `${field}:${direction}`;
    let order = this.orders.get(name);
    if (!order) {
      const compare = this.comparator(field, direction);
      order = Int32Array.from({ length: this.n }, (_, p) => p).sort(compare);
      this.orders.set(name, order);
    }
    return order;
  }

  private sortKey(field: string): Int32Array | undefined {
    switch (field) {
      case 'sales_rank':
        return this.popularity;
      case 'publication_date':
        return this.published;
      case 'price':
        return this.sliders.get('price');
      case 'rating':
        return this.rating10;
      case 'title':
        return this.nameRank;
      default:
        return undefined;
    }
  }

  private comparator(field: string, direction: 'asc' | 'desc') {
    const key = this.sortKey(field);
    if (!key) return (a: number, b: number) => a - b;
    const sign = direction === 'asc' ? 1 : -1;
    return (a: number, b: number) => {
      const x = key[a] as number;
      const y = key[b] as number;
      if (x !== y) {
        if (x === NULL_INT) return 1;
        if (y === NULL_INT) return -1;
        return sign * (x - y);
      }
      return a - b;
    };
  }

  private scratch?: {
    candidates: Int32Array;
    matches: Int32Array;
    leftOut: Int32Array;
    failures: Uint8Array;
    failedFilter: Uint8Array;
    marks: Uint8Array;
  };

  private scratchArrays() {
    const n = this.n;
    this.scratch ??= {
      candidates: new Int32Array(n),
      matches: new Int32Array(n),
      leftOut: new Int32Array(n),
      failures: new Uint8Array(n),
      failedFilter: new Uint8Array(n),
      marks: new Uint8Array(n),
    };
    return this.scratch;
  }

  /** Per product, one bit per derived-facet bucket (in FACETS order) that holds for it, for the given day. */
  private derivedBits(dates: BucketDates): Uint32Array {
    const key = `${dates.last30Days}/${dates.last3Months}/${dates.last12Months}`;
    if (this.derived?.key === key) return this.derived.bits;
    const buckets = DERIVED.flatMap(({ facet }) => facet.buckets);
    const bits = new Uint32Array(this.n);
    for (let p = 0; p < this.n; p++) {
      const product = this.bucketProduct(p);
      let mask = 0;
      for (let b = 0; b < buckets.length; b++) if ((buckets[b] as Bucket).test(product, dates)) mask |= 1 << b;
      bits[p] = mask;
    }
    this.derived = { key, bits };
    return bits;
  }

  /** A list, hierarchy or derived facet's counts over the whole catalogue (kept until a patch). */
  private wholeCatalogue(facet: FacetDefinition, bits: Uint32Array): Int32Array {
    const cached = this.wholeCounts.get(facet.field);
    if (cached && cached.bits === bits) return cached.tally;
    const tally = new Int32Array(
      facet.kind === 'derived' ? facet.buckets.length : this.listColumn(facet).dictionary.values.length,
    );
    this.countInto(
      facet,
      Int32Array.from({ length: this.n }, (_, p) => p),
      tally,
      bits,
    );
    this.wholeCounts.set(facet.field, { bits, tally });
    return tally;
  }

  /** Counts one facet over a list of products into its tally (or slider range). */
  private countInto(facet: FacetDefinition, products: Int32Array, count: Int32Array | SliderRange, bits: Uint32Array) {
    if (facet.kind === 'slider') {
      const column = this.sliders.get(facet.field) as Int32Array;
      const range = count as SliderRange;
      for (let i = 0; i < products.length; i++) {
        const value = column[products[i] as number] as number;
        if (value === NULL_INT) continue;
        if (value < range.low) range.low = value;
        if (value > range.high) range.high = value;
      }
      return;
    }
    const tally = count as Int32Array;
    if (facet.kind === 'derived') {
      // Few distinct bucket combinations: count those, then spread them over the buckets.
      const first = (DERIVED.find((entry) => entry.facet === facet) as { first: number }).first;
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
      return;
    }
    const { scalar, list } = this.listColumn(facet);
    if (scalar) {
      for (let i = 0; i < products.length; i++) {
        const value = scalar[products[i] as number] as number;
        if (value >= 0) bump(tally, value);
      }
      return;
    }
    // Like unnest(): a value listed twice counts twice.
    const { start, ids } = list as ListColumn;
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as number;
      for (let v = start[p] as number; v < (start[p + 1] as number); v++) bump(tally, ids[v] as number);
    }
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
    const { n } = this;
    let base: Uint8Array | undefined;
    let parsed: ParsedTsquery | undefined;
    let text: TextSearch | undefined;
    if (tsquery !== undefined) {
      parsed = parseTsquery(tsquery);
      if (!parsed) return undefined;
      text = this.textSearch(tsquery, parsed);
      base = text.matches;
    }
    const bits = this.derivedBits(dates);
    const background = scope.background.flatMap((set) => this.predicates(set, tree, bits));
    const visible = this.predicates(scope.filters, tree, bits);
    // Products of the text passing the background filters; then, one filter at a time (each loop calls a single
    // predicate), how many visible filters each fails. Those failing none are the matches; those failing exactly one
    // still count for that filter's own facet, which ignores its own filter.
    // Working arrays are reused from search to search (a search runs synchronously, start to end).
    const scratch = this.scratchArrays();
    let candidates = scratch.candidates;
    let count = 0;
    for (let p = 0; p < n; p++) if (!base || base[p]) candidates[count++] = p;
    for (const { test } of background) {
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const p = candidates[i] as number;
        if (test(p)) candidates[kept++] = p;
      }
      count = kept;
    }
    candidates = candidates.subarray(0, count);
    let matches = candidates;
    let matched = count;
    const onlyFailing: number[][] = visible.map(() => []);
    if (visible.length) {
      const failures = scratch.failures.fill(0);
      const failedFilter = scratch.failedFilter;
      visible.forEach(({ test }, v) => {
        for (let i = 0; i < count; i++) {
          const p = candidates[i] as number;
          if (!test(p)) {
            failures[p] = (failures[p] as number) + 1;
            failedFilter[p] = v;
          }
        }
      });
      matches = scratch.matches;
      matched = 0;
      for (let i = 0; i < count; i++) {
        const p = candidates[i] as number;
        const failed = failures[p] as number;
        if (failed === 0) matches[matched++] = p;
        else if (failed === 1) (onlyFailing[failedFilter[p] as number] as number[]).push(p);
      }
    }
    const inScope = matches.subarray(0, matched);
    // Past half the catalogue, counting the products left out and subtracting them from the whole catalogue's counts
    // is cheaper (sliders, minimum and maximum, are always counted directly).
    let leftOut: Int32Array | undefined;
    if (matched * 2 > n) {
      const marks = scratch.marks.fill(0);
      for (let i = 0; i < matched; i++) marks[inScope[i] as number] = 1;
      leftOut = scratch.leftOut.subarray(0, n - matched);
      let k = 0;
      for (let p = 0; p < n; p++) if (!marks[p]) leftOut[k++] = p;
    }
    const facets = new Map<string, FacetCount>();
    for (const facet of FACETS) {
      let count: Int32Array | SliderRange;
      if (facet.kind === 'slider') {
        count = { low: Number.POSITIVE_INFINITY, high: Number.NEGATIVE_INFINITY };
        this.countInto(facet, inScope, count, bits);
      } else if (leftOut) {
        const whole = this.wholeCatalogue(facet, bits);
        const tally = new Int32Array(whole.length);
        this.countInto(facet, leftOut, tally, bits);
        for (let v = 0; v < tally.length; v++) tally[v] = (whole[v] as number) - (tally[v] as number);
        count = tally;
      } else {
        count = new Int32Array(this.wholeCatalogue(facet, bits).length);
        this.countInto(facet, inScope, count, bits);
      }
      const own = visible.findIndex((filter) => filter.field === facet.field);
      if (own >= 0) this.countInto(facet, Int32Array.from(onlyFailing[own] as number[]), count, bits);
      facets.set(facet.field, this.facetCount(facet, count));
    }
    return { facets, total: matched, pageIds: this.page(inScope, text, page) };
  }

  /** A facet's counts in the form facetCounts.ts answers (list values by count, then name; at most 200). */
  private facetCount(facet: FacetDefinition, count: Int32Array | SliderRange): FacetCount {
    if (facet.kind === 'slider') {
      const range = count as SliderRange;
      return range.low <= range.high ? { values: [], range: { low: range.low, high: range.high } } : { values: [] };
    }
    const tally = count as Int32Array;
    if (facet.kind === 'derived') {
      return {
        values: facet.buckets.flatMap((bucket, b) =>
          (tally[b] as number) > 0 ? [{ value: bucket.value, count: tally[b] as number }] : [],
        ),
      };
    }
    const names = this.listColumn(facet).dictionary.values;
    const values: FacetCount['values'] = [];
    for (let id = 0; id < tally.length; id++) {
      if ((tally[id] as number) > 0) values.push({ value: names[id] as string, count: tally[id] as number });
    }
    if (facet.kind === 'list') {
      values.sort((a, b) => b.count - a.count || collator.compare(a.value, b.value));
      values.length = Math.min(values.length, MAX_VALUES);
    }
    return { values };
  }

  /** The first `wanted` of `products` in an order, without sorting them all when few are wanted. */
  private static first(products: Int32Array, wanted: number, compare: (a: number, b: number) => number): number[] {
    if (wanted * 8 >= products.length) return Array.from(products).sort(compare).slice(0, wanted);
    const best: number[] = [];
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as number;
      if (best.length === wanted && compare(p, best[wanted - 1] as number) >= 0) continue;
      let at = best.length === wanted ? wanted - 1 : best.length;
      while (at > 0 && compare(p, best[at - 1] as number) < 0) {
        best[at] = best[at - 1] as number;
        at--;
      }
      best[at] = p;
      if (best.length > wanted) best.length = wanted;
    }
    return best;
  }

  /** The products matching a text query and their ranks, kept for the last few queries (until a patch). */
  private textSearch(tsquery: string, parsed: ParsedTsquery): TextSearch {
    let found = this.texts.get(tsquery);
    if (found) {
      this.texts.delete(tsquery);
    } else {
      found = { query: parsed, matches: this.textMatches(parsed) };
      if (this.texts.size >= TEXT_CACHE) this.texts.delete(this.texts.keys().next().value as string);
    }
    this.texts.set(tsquery, found);
    return found;
  }

  private page(matches: Int32Array, text: TextSearch | undefined, { sort, offset, limit }: PageRequest): string[] {
    const wanted = offset + limit;
    if (offset >= matches.length || limit <= 0) return [];
    let ordered: number[];
    if (sort.field === 'relevance') {
      if (!text) {
        ordered = Array.from(matches.subarray(0, wanted));
      } else {
        // Ranks of every product the text matches, computed on first use.
        text.ranks ??= this.ranks(text.query, text.matches);
        const ranks = text.ranks;
        // ORDER BY rank ASC|DESC, id ASC (ts_rank is never null).
        const sign = sort.direction === 'asc' ? 1 : -1;
        ordered = SearchIndex.first(
          matches,
          wanted,
          (a, b) => sign * ((ranks[a] as number) - (ranks[b] as number)) || a - b,
        );
      }
    } else if (matches.length * 16 < this.n) {
      ordered = SearchIndex.first(matches, wanted, this.comparator(sort.field, sort.direction));
    } else {
      const marks = this.scratchArrays().marks.fill(0);
      for (let i = 0; i < matches.length; i++) marks[matches[i] as number] = 1;
      ordered = [];
      for (const p of this.order(sort.field, sort.direction)) {
        if (marks[p]) {
          ordered.push(p);
          if (ordered.length >= wanted) break;
        }
      }
    }
    return ordered.slice(offset).map((p) => this.ids[p] as string);
  }

  /** ts_rank of each product of `products` for a query (indexed by product). */
  private ranks(query: ParsedTsquery, marks: Uint8Array): Float32Array {
    const { docStart, docLexemes, entryStart, positions } = this.text;
    const ranges = query.items.map((item) => this.lexemeRange(item.lexeme, item.prefix));
    // ts_rank answers float4: exact in a Float32Array.
    const ranks = new Float32Array(this.n);
    const products: number[] = [];
    for (let p = 0; p < this.n; p++) if (marks[p]) products.push(p);
    const itemStart = new Int32Array(ranges.length + 1);
    let entries = new Int32Array(64);
    for (let i = 0; i < products.length; i++) {
      const p = products[i] as number;
      const from = docStart[p] as number;
      const to = docStart[p + 1] as number;
      if (entries.length < (to - from) * ranges.length) entries = new Int32Array((to - from) * ranges.length * 2);
      let found = 0;
      for (let r = 0; r < ranges.length; r++) {
        itemStart[r] = found;
        const [low, high] = ranges[r] as [number, number];
        if (low === high) continue;
        for (let e = from; e < to; e++) {
          const lexeme = docLexemes[e] as number;
          if (lexeme >= high) break;
          if (lexeme >= low) entries[found++] = e;
        }
      }
      itemStart[ranges.length] = found;
      ranks[p] = tsRank(query, { itemStart, entries, entryStart, positions }, to - from);
    }
    return ranks;
  }
}
