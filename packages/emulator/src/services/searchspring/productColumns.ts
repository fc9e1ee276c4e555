import type { Queryable } from '../../db/database';
import { Dictionary, type ListColumn } from './dictionary';
import { type BucketProduct, FACETS, type FacetDefinition } from './facets';
import { parseTsvectors, type TextColumn } from './textColumn';

/** The null of an integer column in memory. */
export const NULL_INT = -2147483648;
const FIELD = '\x1e';
const ITEM = '\x1f';
const RECORD = '\x1d';
const NONE = '\x02';

/** Value columns a change can patch in place; anything else in a product rebuilds the index. */
const VALUE_COLUMNS = `id, availability, coalesce((published_on - DATE '1970-01-01')::text, ''), (rating * 10)::int,
  coalesce(discounted_cents, price_cents), coalesce(b2c_price_cents::text, ''), coalesce(b2b_price_cents::text, ''),
  coalesce(staff_price_cents::text, ''), popularity`;

const asInt = (text: string | undefined) => (text === undefined || text === '' ? NULL_INT : Number(text));
const packed = (sql: string) => `string_agg(concat_ws(E'${FIELD}', ${sql}), E'${RECORD}' ORDER BY id)`;

/**
 * The catalogue's searchable columns in memory, read from the products table: per product its facet values as small
 * integer ids (typed arrays, lists in CSR form), its sort keys and its text-search vector. Product p is the p-th by id.
 */
export class ProductColumns {
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
  static async load(db: Queryable): Promise<ProductColumns> {
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
    return new ProductColumns(facets.rows[0]?.t ?? '', vectors.rows[0]?.t ?? '', names.rows[0]?.t ?? '');
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
    return true;
  }

  /** Facet value of a list or hierarchy column: the dictionary and per-product value ids. */
  listColumn(facet: FacetDefinition): { dictionary: Dictionary; scalar?: Int32Array; list?: ListColumn } {
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

  /** What bucket conditions read of product p. */
  bucketProduct(p: number): BucketProduct {
    const published = this.published[p] as number;
    const availability = this.availability[p] as number;
    return {
      publishedDay: published === NULL_INT ? null : published,
      availability: availability < 0 ? null : (this.dictionaries.availability.values[availability] as string),
      rating10: this.rating10[p] as number,
    };
  }
}
