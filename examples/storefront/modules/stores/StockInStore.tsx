'use client';

import { lazy, Suspense, useId, useState } from 'react';
import styles from './StockInStore.module.css';

// The panel (its form, the location request and the results) is a chunk of its own, fetched when the shopper first
// reaches for the button, so the product page's first load carries only this button.
const loadPanel = () => import('./StockInStorePanel');
const StockInStorePanel = lazy(() => loadPanel().then((module) => ({ default: module.StockInStorePanel })));

/** 'Check stock in store' on a product page: a button that opens the stock check for the product's sku. */
export function StockInStore({ sku, productName }: { sku: string; productName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.stock}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((current) => !current)}
      >
        Check stock in store
      </button>
      <div id={`${id}-panel`} hidden={!open} className={open ? styles.panel : undefined}>
        {open ? (
          <Suspense fallback={<p role="status">Loading…</p>}>
            <StockInStorePanel sku={sku} productName={productName} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
