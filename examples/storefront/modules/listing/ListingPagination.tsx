'use client';

import { type ListingLayout, Pagination } from '@bookshop/react';
import type { SearchState } from '@bookshop/sdk/rules';
import Link from 'next/link';
import styles from './ListingPagination.module.css';
import { listingHref } from './listingUrl';
import { useIsMobile } from './useIsMobile';

/** The listing's page links: 2 edge pages and 3 around the current one, 1 and 2 on phones (spec C9). */
export function ListingPagination({
  state,
  layout,
  current,
  total,
}: {
  state: SearchState;
  layout: ListingLayout;
  current: number;
  total: number;
}) {
  const mobile = useIsMobile();
  return (
    <Pagination
      current={current}
      total={total}
      mobile={mobile}
      hrefFor={(page) => listingHref({ ...state, currentPage: page }, layout)}
      linkAs={Link}
      className={styles.pagination}
      classNames={styles}
    />
  );
}
