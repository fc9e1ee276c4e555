'use client';

import { useId } from 'react';

import type { StoreNear } from '@/lib/data/storeStock';
import styles from './StockInStore.module.css';
import { StoreSearchForm } from './StoreSearchForm';
import { placeName, useStoreSearch } from './useStoreSearch';

const stockText = (stock: StoreNear['stock']) =>
  stock?.state === 'low-stock' ? `Low stock: ${stock.quantity} left` : 'In stock';

/**
 * The stock check: a postcode or suburb (or the browser's location, when the shopper allows it) in; the nearest
 * stores that hold the product out, nearest first, with distance and stock at each.
 */
export function StockInStorePanel({ sku, productName }: { sku: string; productName: string }) {
  const id = useId();
  const { state, searchPlace, searchHere } = useStoreSearch(sku);

  return (
    <section aria-label={`Stock of ${productName} in store`}>
      <StoreSearchForm
        submitLabel="Check stock"
        errorId={state.status === 'error' ? `${id}-error` : undefined}
        onPlace={searchPlace}
        onHere={searchHere}
      />
      <div role="status">
        {state.status === 'loading' ? <p>Checking stores…</p> : null}
        {state.status === 'done' ? (
          <>
            <h3 className={styles.heading}>Stores near {placeName(state.result.origin)}</h3>
            {state.result.stores.length ? (
              <ul className={styles.stores} aria-label="Stores with stock">
                {state.result.stores.map((store) => (
                  <li key={store.slug} className={styles.store}>
                    <div>
                      <p>
                        <a href={`/stores/${store.slug}`}>{store.name}</a>
                      </p>
                      <p className={styles.muted}>
                        {store.address} · {store.distanceKm.toFixed(1)} km away
                      </p>
                    </div>
                    <p className={[styles.state, store.stock?.state === 'low-stock' ? styles.low : ''].join(' ')}>
                      {stockText(store.stock)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No store near {placeName(state.result.origin)} has this in stock right now.</p>
            )}
          </>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
    </section>
  );
}
