import type { Queryable } from '../../../db/database';
import { CATALOGUE_LOCALE, type ProductRow } from './productRows';

/** The locale the catalogue's texts are in; other locales have no search keywords. */
const TOKENIZER = { type: 'whitespace' } as const;

/**
 * A product's search keywords (`searchKeywords` of the projection): its title and each author, split into words
 * for suggestions (commercetools' whitespace tokenizer), so `/product-projections/suggest` completes either.
 */
export function productSearchKeywords(row: Pick<ProductRow, 'name' | 'authors'>) {
  return {
    [CATALOGUE_LOCALE]: [row.name, ...row.authors].map((text) => ({ text, suggestTokenizer: TOKENIZER })),
  };
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Completions for `/product-projections/suggest`: the distinct keywords (titles and authors) of which a word starts
 * with the typed text (case-insensitive; with the whitespace tokenizer every word of a keyword is a start), most
 * popular product first.
 */
export async function suggestKeywords(q: Queryable, text: string, limit: number): Promise<string[]> {
  const prefix = likePattern(text.trim().toLowerCase());
  if (!prefix) return [];
  const { rows } = await q.query<{ text: string }>(
    `SELECT text FROM (
       SELECT name AS text, popularity FROM products
       UNION ALL SELECT unnest(authors), popularity FROM products
     ) keywords
     WHERE lower(text) LIKE $1 || '%' OR lower(text) LIKE '% ' || $1 || '%'
     GROUP BY text ORDER BY max(popularity) DESC, text LIMIT $2`,
    [prefix, limit],
  );
  return rows.map((row) => row.text);
}
