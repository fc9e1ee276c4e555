import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import { queryWords, type SearchScope } from './conditions';
import type { BucketDates } from './facets';
import { PRODUCT_COLUMNS, type ProductRow } from './runSearch';
import { SearchIndex } from './searchIndex';
import type { PageRequest, SearchEngine, SearchFound } from './sqlSearch';

interface CatalogState {
  /** Newest entry of the product change log (0 when empty). */
  seq: number;
  dates: BucketDates;
}

// One round trip per search: has the catalogue changed, and PostgreSQL's day thresholds for the date facets.
const STATE_SQL = `SELECT coalesce(max(seq), 0)::text AS seq,
  (current_date - DATE '1970-01-01') - 30 AS last30,
  (current_date - interval '3 months')::date - DATE '1970-01-01' AS last3,
  (current_date - interval '12 months')::date - DATE '1970-01-01' AS last12
  FROM product_changes`;

/** The newest structural change of the catalogue (new, deleted or re-worded products): what the vocabulary depends on. */
export async function structuralVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ seq: string | null }>(
    'SELECT max(seq)::text AS seq FROM product_changes WHERE structural',
  );
  return Number(rows[0]?.seq ?? 0);
}

const TSQUERY_CACHE = 1000;

/**
 * The search engine of search.json and autocomplete.json: the in-memory `SearchIndex`, kept in step with the products
 * table through its change log, with PostgreSQL turning the search text into a tsquery (cached per text) and serving
 * the page's rows. Queries the index does not evaluate (phrases) go to the SQL engine.
 */
export class IndexedSearch implements SearchEngine {
  private index?: SearchIndex;
  private seen = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly tsqueries = new Map<string, string>();

  constructor(
    private readonly db: Queryable,
    private readonly tree: () => Promise<CategoryTree>,
    private readonly fallback: SearchEngine,
  ) {}

  private async state(): Promise<CatalogState> {
    const { rows } = await this.db.query<{ seq: string; last30: number; last3: number; last12: number }>(STATE_SQL);
    const row = rows[0] as { seq: string; last30: number; last3: number; last12: number };
    return {
      seq: Number(row.seq),
      dates: { last30Days: row.last30, last3Months: row.last3, last12Months: row.last12 },
    };
  }

  /** The index as of change `seq` at least: built on first use, then patched or rebuilt, one caller at a time. */
  current(seq: number): Promise<SearchIndex> {
    const next = this.queue.then(() => this.catchUp(seq));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async catchUp(seq: number): Promise<SearchIndex> {
    if (this.index && seq <= this.seen) return this.index;
    if (this.index) {
      const { rows } = await this.db.query<{ product_id: string | null; structural: boolean }>(
        'SELECT product_id, structural FROM product_changes WHERE seq > $1 AND seq <= $2',
        [this.seen, seq],
      );
      const ids = rows.map((row) => row.product_id);
      if (rows.every((row) => !row.structural) && (await this.index.patch(this.db, ids as string[]))) {
        this.seen = seq;
        return this.index;
      }
    }
    // Changes logged after `seq` may already be in what is read now; reading them again later is harmless.
    this.index = undefined;
    this.index = await SearchIndex.load(this.db);
    this.seen = seq;
    return this.index;
  }

  /** The scope's text as PostgreSQL's tsquery text, as conditions.ts builds it; undefined without search text. */
  private async tsquery(scope: SearchScope): Promise<string | undefined> {
    const { q, typeahead } = scope;
    if (!q || q === '*') return undefined;
    const key = `${typeahead ? 1 : 0}${q}`;
    let text = this.tsqueries.get(key);
    if (text === undefined) {
      if (typeahead) {
        const words = queryWords(q);
        if (!words.length) return '';
        const expression = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
        const { rows } = await this.db.query<{ t: string }>(`SELECT to_tsquery('simple', $1)::text AS t`, [expression]);
        text = rows[0]?.t ?? '';
      } else {
        const { rows } = await this.db.query<{ t: string }>(
          `SELECT (websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))::text AS t`,
          [q],
        );
        text = rows[0]?.t ?? '';
      }
      this.tsqueries.set(key, text);
      if (this.tsqueries.size > TSQUERY_CACHE) this.tsqueries.delete(this.tsqueries.keys().next().value as string);
    }
    return text;
  }

  async search(scope: SearchScope, page: PageRequest): Promise<SearchFound> {
    const state = await this.state();
    const index = await this.current(state.seq);
    const [tsquery, tree] = [await this.tsquery(scope), await this.tree()];
    const found = index.search(scope, tree, state.dates, tsquery, page);
    if (!found) return this.fallback.search(scope, page);
    let rows: ProductRow[] = [];
    if (found.pageIds.length) {
      const { rows: read } = await this.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ANY($1::text[])`,
        [found.pageIds],
      );
      const byId = new Map(read.map((row) => [row.id, row]));
      rows = found.pageIds.flatMap((id) => byId.get(id) ?? []);
    }
    return { total: found.total, facets: found.facets, rows };
  }
}
