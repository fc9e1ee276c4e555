/** From this query length, a search provider's correction empties the result (and autocomplete's products). */
const CORRECTED_QUERY_MIN_LENGTH = 6;

/**
 * Whether a listing search shows no results although the provider found some (spec C4): when a query of 6 or
 * more characters was spell-corrected, the corrected results are rarely what was meant (a mistyped ISBN or title
 * "corrected" into something else), so an honest empty state is shown instead. A `corrected` text equal to the
 * query, in any case, is not a correction. The query is measured without surrounding spaces.
 *
 * @example
 * ```ts
 * isCorrectedEmpty('rumpers', 'romper'); // true
 * isCorrectedEmpty('rumpr', 'romper'); // false, too short to be sure
 * ```
 */
export function isCorrectedEmpty(query: string, corrected?: string | null): boolean {
  const asked = query.trim();
  const correction = corrected?.trim().toLowerCase();
  return asked.length >= CORRECTED_QUERY_MIN_LENGTH && !!correction && correction !== asked.toLowerCase();
}
