import type { Queryable } from '../../db/database';
import type { CategoryTree } from './categoryTree';
import { queryWords, type SearchScope } from './conditions';
import { type CatalogState, catalogState, changesSince, pruneChanges } from './productChangeLog';
import { PRODUCT_COLUMNS, type ProductRow } from './runSearch';
import { SearchIndex } from './searchIndex';
import type { PageRequest, SearchEngine, SearchFound } from './sqlSearch';

export { structuralVersion } from './productChangeLog';

/** Change-log entries an index leaves behind it when it prunes, for other emulators sharing the database. */
export const KEEP_CHANGES = 10_000;

const TSQUERY_CACHE = 1000;

/**
 * The search engine of search.json and autocomplete.json: the in-memory `SearchIndex`, kept in step with the products
 * table through its change log (productChangeLog.ts), with PostgreSQL turning the search text into a tsquery (cached
 * per text) and serving the page's rows. Queries the index does not evaluate (phrases) go to the SQL engine.
 *
 * Freshness: each search first reads the log's newest entry (with the day thresholds of the date facets, in the same
 * round trip); value-only changes (availability, stock, prices, rating, popularity, publication date) are patched in
 * place, anything else rebuilds. Once the log holds twice `keepChanges` entries this index has read, it deletes all
 * but the newest `keepChanges`.
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
    private readonly keepChanges = KEEP_CHANGES,
  ) {}

  /** The index as of the catalogue state at least: built on first use, then patched or rebuilt, one caller at a time. */
  current(state: CatalogState): Promise<SearchIndex> {
    const next = this.queue.then(() => this.catchUp(state));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async catchUp({ seq, prunedThrough }: CatalogState): Promise<SearchIndex> {
    if (this.index && seq <= this.seen) return this.index;
    let index: SearchIndex | undefined;
    if (this.index) {
      const changes = await changesSince(this.db, this.seen, seq);
      const ids = changes?.map((change) => change.productId);
      if (changes?.every((change) => !change.structural) && (await this.index.patch(this.db, ids as string[]))) {
        index = this.index;
      }
    }
    if (!index) {
      // Changes logged after `seq` may already be in what is read now; reading them again later is harmless.
      this.index = undefined;
      index = await SearchIndex.load(this.db);
    }
    this.index = index;
    this.seen = seq;
    if (seq - prunedThrough > 2 * this.keepChanges) await pruneChanges(this.db, seq - this.keepChanges);
    return index;
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
    const state = await catalogState(this.db);
    const index = await this.current(state);
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
