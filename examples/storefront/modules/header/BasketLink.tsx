'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useSyncExternalStore } from 'react';
import { basketCount } from '@/lib/basket/basketCount';
import styles from './Header.module.css';

/**
 * The basket link with its item-count badge, asked for again on every route change and on coming back to the tab;
 * a change made on this page shows through the shared basket count. The badge is hidden on /checkout/processing
 * (spec C2), and so is the count in the link's name.
 */
export function BasketLink() {
  const pathname = usePathname();
  const count = useSyncExternalStore(basketCount.subscribe, basketCount.get, () => 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what asks for the count again
  useEffect(() => {
    void basketCount.refresh();
  }, [pathname]);
  useEffect(() => {
    const back = () => {
      if (document.visibilityState === 'visible') void basketCount.refreshOnFocus();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
    return () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
    };
  }, []);
  // While an order is placed the basket is about to empty: neither the badge nor the link's name tells its count.
  const placing = pathname === '/checkout/processing';
  const showBadge = !placing && count > 0;
  return (
    // A plain link, as the chrome's others (see `Footer`): the basket is the shopper's own, never prefetched.
    <a
      href="/cart"
      className={styles.iconLink}
      aria-label={placing ? 'Basket' : `Basket, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 7h12l-1.2 11.2a2 2 0 0 1-2 1.8H9.2a2 2 0 0 1-2-1.8L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.iconLabel}>Basket</span>
      {/* A space between the word and the count, so the visible text reads 'Basket 2', as the name does (WCAG 2.5.3). */}
      {showBadge ? ' ' : null}
      {showBadge ? (
        <span className={styles.badge} data-testid="basket-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
