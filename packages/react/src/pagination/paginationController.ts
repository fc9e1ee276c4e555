import { paginationRange } from '@bookshop/sdk/rules';

/** One part of a pagination bar: a page link, a gap, or the previous/next links. */
export type PaginationPart =
  | { type: 'page'; page: number; href: string; current: boolean }
  | { type: 'gap'; key: string }
  | { type: 'previous' | 'next'; page: number; href: string | null };

export interface PaginationPartsInput {
  /** 1-based current page. */
  current: number;
  /** Number of pages. */
  total: number;
  /** Fewer pages around the current one and at the edges (spec C9: 1 and 2 instead of 2 and 3). */
  mobile?: boolean;
  /** The URL of a page, so each part is a real link that works without JavaScript and in a new tab. */
  hrefFor: (page: number) => string;
}

/**
 * The parts of a pagination bar, without UI: 'previous', the pages and gaps of `paginationRange` (2 edge pages
 * and 3 in range on desktop, 1 and 2 on mobile), and 'next'. Previous and next have no `href` at either end.
 * One page or none gives no parts at all: there is nothing to page through.
 *
 * @example
 * ```ts
 * paginationParts({ current: 2, total: 3, hrefFor: (page) => `/search?q=grace&currentPage=${page}` });
 * // [{ type: 'previous', page: 1, href: '…=1' }, { type: 'page', page: 1, … }, …, { type: 'next', page: 3, … }]
 * ```
 */
export function paginationParts({ current, total, mobile = false, hrefFor }: PaginationPartsInput): PaginationPart[] {
  const items = paginationRange({ current, total, mobile });
  if (items.length <= 1) return [];
  const last = Math.floor(total);
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  const parts: PaginationPart[] = [{ type: 'previous', page: page - 1, href: page > 1 ? hrefFor(page - 1) : null }];
  items.forEach((item, index) => {
    if (item === '...') parts.push({ type: 'gap', key: `gap-${index}` });
    else parts.push({ type: 'page', page: item, href: hrefFor(item), current: item === page });
  });
  parts.push({ type: 'next', page: page + 1, href: page < last ? hrefFor(page + 1) : null });
  return parts;
}
