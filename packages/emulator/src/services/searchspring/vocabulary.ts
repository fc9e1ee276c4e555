import type { Queryable } from '../../db/database';

/** The catalogue's words with how many products use each, for typo correction and query completion. */
export interface Vocabulary {
  has(word: string): boolean;
  /** The closest known word within a small edit distance (favouring common words), if the word is unknown. */
  correct(word: string): string | undefined;
  /** Known words starting with a prefix, most common first. */
  complete(prefix: string, limit: number): { word: string; count: number }[];
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] as number;
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
