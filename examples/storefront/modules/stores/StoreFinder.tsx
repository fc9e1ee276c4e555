'use client';

import { useId } from 'react';
import styles from './StockInStore.module.css';
import { StoreSearchForm } from './StoreSearchForm';
import { placeName, useStoreSearch } from './useStoreSearch';

/**
 * 'Find a store near me' on `/stores`: a postcode or suburb (or the browser's location, when the shopper allows it)
 * in; the nearest stores out, nearest first, with their distance. The same search as the product page's stock check,
 * without a product.
 */
export function StoreFinder() {
  const id = useId();
  const { state, searchPlace, searchHere } = useStoreSearch();

  return (
    <section aria-labelledby={`${id}-title`} className={styles.panel}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Find a store near me
      </h2>
      <StoreSearchForm
        submitLabel="Find stores"
        errorId={state.status === 'error' ? `${id}-error` : undefined}
        onPlace={searchPlace}
        onHere={searchHere}
      />
      <div role="status">
        {state.status === 'loading' ? <p>Finding stores…</p> : null}
        {state.status === 'done' ? (
          <>
            <h3 className={styles.heading}>Stores near {placeName(state.result.origin)}</h3>
            <ol className={styles.stores} aria-label="Nearest stores">
              {state.result.stores.map((store) => (
                <li key={store.slug} className={styles.store}>
                  <div>
                    <p>
                      <a href={`/stores/${store.slug}`}>{store.name}</a>
                    </p>
                    <p className={styles.muted}>{store.address}</p>
                  </div>
                  <p className={styles.state}>{store.distanceKm.toFixed(1)} km away</p>
                </li>
              ))}
            </ol>
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
