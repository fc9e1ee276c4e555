/** Pagination (spec C9): edge pages and pages around the current one, on desktop and on mobile. */
const PAGINATION_DESKTOP = { edges: 2, around: 3 } as const;
const PAGINATION_MOBILE = { edges: 1, around: 2 } as const;

/** A page number, or a gap of hidden pages. */
export type PaginationItem = number | '...';

/**
 * The page links of a listing (spec C9): the first and last `edges` pages (2 on desktop, 1 on mobile), a window of
 * `around` pages (3 on desktop, 2 on mobile) holding the current page, and `'...'` for each gap. The window keeps
 * its size at either end of the list; an even window leans forward (current and next), where the shopper is
 * heading; and a gap of a single page shows that page, because '...' standing for one page hides nothing. A listing
 * short enough to fit in the slots the edges, window and two gaps take shows every page, so the bar never grows as
 * the shopper pages on. An out-of-range `current` is clamped; with no pages there is nothing to show.
 *
 * @example
 * ```ts
 * paginationRange({ current: 10, total: 20 }); // [1, 2, '...', 9, 10, 11, '...', 19, 20]
 * paginationRange({ current: 10, total: 20, mobile: true }); // [1, '...', 10, 11, '...', 20]
 * ```
 */
export function paginationRange({
  current,
  total,
  mobile = false,
}: {
  current: number;
  total: number;
  mobile?: boolean;
}): PaginationItem[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const { edges, around } = mobile ? PAGINATION_MOBILE : PAGINATION_DESKTOP;
  if (last <= 2 * edges + around + 2) return Array.from({ length: last }, (_, index) => index + 1);
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  const start = Math.max(1, Math.min(page - Math.floor((around - 1) / 2), last - around + 1));
  const shown = (n: number) => n <= edges || n > last - edges || (n >= start && n < start + around);
  const items: PaginationItem[] = [];
  for (let n = 1; n <= last; n++) {
    if (shown(n) || (shown(n - 1) && shown(n + 1))) items.push(n);
    else if (items.at(-1) !== '...') items.push('...');
  }
  return items;
}
