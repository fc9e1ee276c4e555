// Its own module, apart from the search URL state: the search box is on every page and needs only this number.

/**
 * The longest search query (spec C5): longer text is cut by `normalizeSearchState` and refused by the search
 * box's schema.
 *
 * @example
 * ```tsx
 * <input type="search" name="q" maxLength={SEARCH_QUERY_MAX_LENGTH} />
 * ```
 */
export const SEARCH_QUERY_MAX_LENGTH = 256;
