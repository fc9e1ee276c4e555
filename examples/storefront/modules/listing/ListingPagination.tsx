'use client';

import { Pagination } from '@bookshop/react';
import { listingHref } from '@/lib/listing/listingUrl';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingPagination.module.css';

/**
 * The listing's page links: 2 edge pages and 3 around the current one, 1 and 2 on phones (spec C9). Both bars are in
 * the server's markup and CSS shows the one for the screen, so a phone never sees the desktop bar swapped out after
 * hydration (a layout shift).
 */
export function ListingPagination({ current, total }: { current: number; total: number }) {
  const { state, layout, navigate } = useListingNavigation();
  const bar = (mobile: boolean) => (
    <Pagination
      current={current}
      total={total}
      mobile={mobile}
      hrefFor={(page) => listingHref({ ...state, currentPage: page }, layout)}
      onPageChange={(page, event) => {
        // A page opened in a new tab or window is the browser's; this tab's own navigation shows the loading state.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate({ ...state, currentPage: page }, { focusHeading: true });
      }}
      className={`${styles.pagination} ${mobile ? styles.phone : styles.wide}`}
      classNames={styles}
    />
  );
  return (
    <>
      {bar(false)}
      {bar(true)}
    </>
  );
}
