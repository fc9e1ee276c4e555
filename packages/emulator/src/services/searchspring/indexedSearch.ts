import type { Queryable } from '../../db/database';
import { type CatalogAnswers, type CatalogQuestions, readCatalog } from './catalogRead';
import type { CategoryTree } from './categoryTree';
import { queryWords, type SearchScope } from './conditions';
import type { BucketDates } from './facets';
import { redirectKey } from './merchandising';
import { type CatalogState, changesSince, pruneChanges } from './productChangeLog';
import { type IndexSearch, SearchIndex } from './searchIndex';
import type { PageRequest, SearchEngine, SearchFound } from './sqlSearch';

export { structuralVersion } from './productChangeLog';

/** Change-log entries an index leaves behind it when it prunes, for other emulators sharing the database. */
export const KEEP_CHANGES = 10_000;

const TSQUERY_CACHE = 1000;

/**
 * The search engine of search.json and autocomplete.json: the in-memory `SearchIndex`, kept in step with the products
 * table through its change log (productChangeLog.ts), with PostgreSQL turning the search text into a tsquery (cached
 * per text), serving the page's rows and the query's redirect (catalogRead.ts: with the log's state, one statement).
 * Queries the index does not evaluate (phrases) go to the SQL engine.
 *
 * Freshness: each search reads the log's newest entry (with the day thresholds of the date facets) in the same
 * statement as its rows, and is computed again if that entry is newer than what the index has seen; value-only
 * changes (availability, stock, prices, rating, popularity, publication date) are patched in
 * place, anything else rebuilds. Once the log holds twice `keepChanges` entries this index has read, it deletes all
 * but the newest `keepChanges`.
 */
export class IndexedSearch implements SearchEngine {
  private index?: SearchIndex;
  private seen = 0;
  /** The date thresholds of the newest state read. */
  private dates?: BucketDates;
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

  /**
   * What to ask PostgreSQL for the scope's text (as conditions.ts builds its tsquery; nothing when an autocomplete
   * text has no words: its tsquery is empty), and the cache key; undefined without search text.
   */
  private textQuestion(scope: SearchScope): { key: string; ask?: CatalogQuestions } | undefined {
    const { q, typeahead } = scope;
    if (!q || q === '*') return undefined;
    if (!typeahead) return { key: `0${q}`, ask: { searchText: q } };
    const words = queryWords(q);
    const expression = words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
    return { key: `1${q}`, ask: words.length ? { typeaheadText: expression } : undefined };
  }

  private remember(key: string, tsquery: string) {
    this.tsqueries.set(key, tsquery);
    if (this.tsqueries.size > TSQUERY_CACHE) this.tsqueries.delete(this.tsqueries.keys().next().value as string);
  }

  /**
   * One search. In the steady state (an index built, the text's tsquery known) the page is computed first and one
   * statement then reads the catalogue state, the redirect and the page's rows; if that state shows changes the
   * index had not seen (or a new day), the search starts over the careful way: state (and tsquery) first, catch up,
   * search, then redirect and rows. Either way the index answered for a state at least as new as the one read.
   */
  async search(scope: SearchScope, page: PageRequest, redirectFor?: string): Promise<SearchFound> {
    const tree = await this.tree();
    const text = this.textQuestion(scope);
    const redirect = redirectFor === undefined ? undefined : redirectKey(redirectFor);
    const known = text && (text.ask ? this.tsqueries.get(text.key) : '');
    if (this.index && this.dates && (!text || known !== undefined)) {
      // Whatever patches or rebuilds the index logs a change numbered above `seen` first, so a state read after this
      // search that shows nothing above `seen` proves the index was current for it.
      const { index, seen, dates } = this;
      const found = index.search(scope, tree, dates, known, page);
      if (!found) return this.fallback.search(scope, page, redirectFor);
      const read = await readCatalog(this.db, { redirectKey: redirect, ids: found.pageIds });
      if (read.state.seq <= seen && sameDates(read.state.dates, dates)) return answer(found, read);
    }
    const first = await readCatalog(this.db, (known === undefined && text?.ask) || {});
    let tsquery = known;
    if (text && tsquery === undefined) {
      tsquery = first.tsquery ?? '';
      this.remember(text.key, tsquery);
    }
    const index = await this.current(first.state);
    this.dates = first.state.dates;
    const found = index.search(scope, tree, first.state.dates, tsquery, page);
    if (!found) return this.fallback.search(scope, page, redirectFor);
    return answer(found, await readCatalog(this.db, { redirectKey: redirect, ids: found.pageIds }));
  }
}

const sameDates = (a: BucketDates, b: BucketDates) =>
  a.last30Days === b.last30Days && a.last3Months === b.last3Months && a.last12Months === b.last12Months;

/** The index's outcome with the page's rows (in page order) and the redirect. */
function answer(found: IndexSearch, read: CatalogAnswers): SearchFound {
  const rows = found.pageIds.flatMap((id) => read.rows.get(id) ?? []);
  return { total: found.total, facets: found.facets, rows, redirect: read.redirect };
}
