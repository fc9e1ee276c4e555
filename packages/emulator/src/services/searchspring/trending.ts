import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError } from '../../http/router';
import type { SearchRequest } from './searchRequest';

const DEFAULT_LIMIT = 6;
const MAX_LIMIT = 100;
const MAX_PHRASE = 100;

const params = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit must be a whole number')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= MAX_LIMIT, `limit must be between 1 and ${MAX_LIMIT}`)
    .optional(),
});

/** How a phrase is counted: case, spacing and length do not make a different search. */
export const normalisePhrase = (phrase: string) =>
  phrase.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_PHRASE);

/**
 * Counts a shopper's product search with the number of products it found. Only the first page of a search.json
 * request counts (autocomplete is typing, later pages are the same search); a corrected query counts as the phrase
 * that found the products.
 */
export async function recordSearch(
  db: Queryable,
  request: Pick<SearchRequest, 'q' | 'page'>,
  outcome: { total: number; query: { corrected?: string } },
) {
  const phrase = normalisePhrase(outcome.query.corrected ?? request.q);
  if (!phrase || phrase === '*' || request.page !== 1) return;
  await db.query(
    `INSERT INTO search_queries (query, searches, results) VALUES ($1, 1, $2)
     ON CONFLICT (query) DO UPDATE
       SET searches = search_queries.searches + 1, results = EXCLUDED.results, last_searched_at = now()`,
    [phrase, outcome.total],
  );
}

/**
 * `/api/suggest/trending`: `{ trending: { queries: [{ searchQuery, popularity }] } }`, the most searched phrases
 * that find products (a phrase whose latest search found nothing is left out), `limit` of them (6 by default).
 */
export async function trending(db: Queryable, search: URLSearchParams) {
  const parsed = params.safeParse({ limit: search.get('limit') ?? undefined });
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const { rows } = await db.query<{ query: string; searches: number }>(
    `SELECT query, searches FROM search_queries WHERE results IS NULL OR results > 0
     ORDER BY searches DESC, results DESC NULLS LAST, query LIMIT $1`,
    [parsed.data.limit ?? DEFAULT_LIMIT],
  );
  return { trending: { queries: rows.map((row) => ({ searchQuery: row.query, popularity: row.searches })) } };
}
