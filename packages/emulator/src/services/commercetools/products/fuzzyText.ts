import type { Queryable } from '../../../db/database';
import { editDistance } from '../../../text/editDistance';
import { invalidInput } from '../errors';

/** commercetools' default typo tolerance for a term: none up to 2 characters, 1 edit up to 5, 2 beyond. */
export function defaultFuzzyLevel(term: string): number {
  return term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2;
}

/** A `fuzzyLevel` as asked (0 to 2), or undefined for the per-term default; anything else is `InvalidInput`. */
export function readFuzzyLevel(value: unknown): number | undefined {
  if (value == null) return undefined;
  const level = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
  if (level !== 0 && level !== 1 && level !== 2) {
    throw invalidInput('Malformed parameter: fuzzyLevel: The fuzzyLevel parameter must be in the range of [0..2]');
  }
  return level;
}

/**
 * The text of a fuzzy search as a `to_tsquery('simple', …)` expression over the catalogue's own (stemmed) words:
 * each word of the text, stemmed as the products' search vectors are, may be any catalogue word within its fuzzy
 * level of it, and every word must match (`(grace | grade) & (truth)`). `null` when the text has no searchable word.
 */
export async function fuzzyTextQuery(q: Queryable, text: string, level?: number): Promise<string | null> {
  const { rows: terms } = await q.query<{ lexeme: string }>(
    `SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $1))) AS lexeme`,
    [text.slice(0, 500)],
  );
  if (!terms.length) return null;
  const { rows: vocabulary } = await q.query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT search FROM products')`,
  );
  const quote = (word: string) => `'${word.replace(/'/g, "''").replace(/\\/g, '\\\\')}'`;
  return terms
    .map(({ lexeme }) => {
      const tolerance = level ?? defaultFuzzyLevel(lexeme);
      const near = vocabulary
        .map(({ word }) => word)
        .filter((word) => word === lexeme || editDistance(lexeme, word, tolerance) <= tolerance);
      return `(${[lexeme, ...near.filter((word) => word !== lexeme)].map(quote).join(' | ')})`;
    })
    .join(' & ');
}
