import type { Queryable } from '../../db/database';
import { editDistance } from '../../text/editDistance';

/** The catalogue's words with how many products use each, for typo correction and query completion. */
export interface Vocabulary {
  has(word: string): boolean;
  /** The closest known word within a small edit distance (favouring common words), if the word is unknown. */
  correct(word: string): string | undefined;
  /** Known words starting with a prefix, most common first. */
  complete(prefix: string, limit: number): { word: string; count: number }[];
}

/** Builds the vocabulary in memory from the product texts shoppers search (title, authors, series, themes, publisher). */
export async function loadVocabulary(db: Queryable): Promise<Vocabulary> {
  const { rows } = await db.query<{ word: string; ndoc: number }>(
    `SELECT word, ndoc FROM ts_stat($$SELECT to_tsvector('simple', name || ' ' || array_to_string(authors, ' ') || ' ' ||
       coalesce(series, '') || ' ' || array_to_string(themes, ' ') || ' ' || coalesce(publisher, '')) FROM products$$)
     WHERE word ~ '^[[:alpha:]]{2,}$'`,
  );
  const counts = new Map(rows.map((row) => [row.word, row.ndoc]));
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    has: (word) => counts.has(word),
    correct(word) {
      if (counts.has(word) || word.length < 3 || /\d/.test(word)) return undefined;
      const max = word.length <= 4 ? 1 : 2;
      let best: { word: string; distance: number; count: number } | undefined;
      for (const [candidate, count] of sorted) {
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
          best = { word: candidate, distance, count };
        }
      }
      return best?.word;
    },
    complete: (prefix, limit) =>
      prefix
        ? sorted
            .filter(([word]) => word.startsWith(prefix))
            .slice(0, limit)
            .map(([word, count]) => ({ word, count }))
        : [],
  };
}
