import type { Queryable } from '../../db/database';
import { type CatalogState, STATE_SQL, type StateColumns, stateOf } from './productChangeLog';
import { PRODUCT_COLUMNS, type ProductRow } from './runSearch';

/** What a search asks PostgreSQL for besides the catalogue state; each part is optional. */
export interface CatalogQuestions {
  /** An autocomplete expression (`grace & ho:*`) for `to_tsquery('simple', …)`. */
  typeaheadText?: string;
  /** A search text for `websearch_to_tsquery` (english, or'ed with simple). */
  searchText?: string;
  /** A query as `search_redirects` stores it (merchandising.ts `redirectKey`). */
  redirectKey?: string;
  /** Products whose rows to read, by id. */
  ids?: string[];
}

export interface CatalogAnswers {
  state: CatalogState;
  /** The text's tsquery as PostgreSQL prints it (when a text was given). */
  tsquery?: string;
  redirect?: string;
  /** The rows of `ids` found, by id. */
  rows: Map<string, ProductRow>;
}

// One statement, so one round trip and one snapshot: the state row, left-joined to the rows of the page (none, one
// or many rows come back, each carrying the state). Strict functions answer NULL for a question not asked.
const READ_SQL = `WITH state AS (${STATE_SQL})
  SELECT state.*, to_tsquery('simple', $1)::text AS typeahead_tsquery,
    (websearch_to_tsquery('english', $2) || websearch_to_tsquery('simple', $2))::text AS search_tsquery,
    (SELECT url FROM search_redirects WHERE query = $3) AS redirect,
    ${PRODUCT_COLUMNS}
  FROM state LEFT JOIN products ON products.id = ANY($4::text[])`;

interface ReadRow extends StateColumns {
  typeahead_tsquery: string | null;
  search_tsquery: string | null;
  redirect: string | null;
}

/**
 * The catalogue state (productChangeLog.ts) together with whatever else a search needs from PostgreSQL: the search
 * text as a tsquery, the query's redirect and the page's rows. An autocomplete used to make three or four round trips
 * (state, redirect, rows, and the tsquery of a new text); the index's search needs one or two of these.
 */
export async function readCatalog(db: Queryable, questions: CatalogQuestions): Promise<CatalogAnswers> {
  const { rows } = await db.query<ReadRow & ProductRow>(READ_SQL, [
    questions.typeaheadText ?? null,
    questions.searchText ?? null,
    questions.redirectKey ?? null,
    questions.ids?.length ? questions.ids : null,
  ]);
  const first = rows[0];
  const products = new Map<string, ProductRow>();
  for (const row of rows) {
    if (row.id === null) continue;
    // The product's own columns, in PRODUCT_COLUMNS order, as a query of the products table alone answers them.
    const { seq, pruned, last30, last3, last12, typeahead_tsquery, search_tsquery, redirect, ...product } = row;
    products.set(product.id, product);
  }
  return {
    state: stateOf(first),
    tsquery: first?.typeahead_tsquery ?? first?.search_tsquery ?? undefined,
    redirect: first?.redirect ?? undefined,
    rows: products,
  };
}
