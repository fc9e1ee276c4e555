'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import styles from './StockInStore.module.css';

interface StoreWithStock {
  slug: string;
  name: string;
  address: string;
  distanceKm: number;
  stock: { quantity: number; state: 'in-stock' | 'low-stock' | 'out-of-stock' };
}
interface StockCheck {
  origin: { postcode: string; suburb?: string | null; state?: string | null };
  stores: StoreWithStock[];
}

type State =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; check: StockCheck }
  | { status: 'error'; error: string };

const UNAVAILABLE = 'Store stock is unavailable, please try again later';

/** 'Brisbane QLD 4000' from the back end's upper-case locality. */
function placeName({ suburb, state, postcode }: StockCheck['origin']): string {
  const name = suburb ? suburb.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : '';
  return [name, state, postcode].filter(Boolean).join(' ');
}

const stockText = (stock: StoreWithStock['stock']) =>
  stock.state === 'low-stock' ? `Low stock: ${stock.quantity} left` : 'In stock';

/**
 * The stock check: a postcode or suburb (or the browser's location, when the shopper allows it) in; the nearest
 * stores that hold the product out, nearest first, with distance and stock at each.
 */
export function StockInStorePanel({ sku, productName }: { sku: string; productName: string }) {
  const id = useId();
  const [place, setPlace] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const latest = useRef(0);

  async function check(query: Record<string, string>) {
    const request = ++latest.current;
    setState({ status: 'loading' });
    let next: State;
    try {
      const response = await fetch(`/api/stores/stock?${new URLSearchParams({ sku, ...query })}`);
      const body = (await response.json().catch(() => ({}))) as Partial<StockCheck> & { error?: string };
      next =
        response.ok && body.origin && body.stores
          ? { status: 'done', check: { origin: body.origin, stores: body.stores } }
          : { status: 'error', error: body.error ?? UNAVAILABLE };
    } catch {
      next = { status: 'error', error: UNAVAILABLE };
    }
    // Only the last search answers: an earlier one arriving late is dropped.
    if (request === latest.current) setState(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = place.trim();
    if (!text) {
      setState({ status: 'error', error: 'Please enter a postcode or suburb' });
      return;
    }
    void check({ q: text });
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setState({
        status: 'error',
        error: 'Your browser cannot share its location. Please enter a postcode or suburb.',
      });
      return;
    }
    setState({ status: 'loading' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => void check({ lat: coords.latitude.toFixed(4), lng: coords.longitude.toFixed(4) }),
      () =>
        setState({
          status: 'error',
          error: 'We couldn’t get your location. Please enter a postcode or suburb.',
        }),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }

  return (
    <section aria-label={`Stock of ${productName} in store`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-place`} className={styles.label}>
            Postcode or suburb
          </label>
          <input
            id={`${id}-place`}
            className={styles.input}
            value={place}
            autoComplete="postal-code"
            aria-invalid={state.status === 'error' || undefined}
            aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
            onChange={(event) => setPlace(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.button}>
          Check stock
        </button>
        <button type="button" className={styles.link} onClick={locate}>
          Use my location
        </button>
      </form>
      <div role="status">
        {state.status === 'loading' ? <p>Checking stores…</p> : null}
        {state.status === 'done' ? (
          <>
            <h3 className={styles.heading}>Stores near {placeName(state.check.origin)}</h3>
            {state.check.stores.length ? (
              <ul className={styles.stores} aria-label="Stores with stock">
                {state.check.stores.map((store) => (
                  <li key={store.slug} className={styles.store}>
                    <div>
                      <p>
                        <a href={`/stores/${store.slug}`}>{store.name}</a>
                      </p>
                      <p className={styles.muted}>
                        {store.address} · {store.distanceKm.toFixed(1)} km away
                      </p>
                    </div>
                    <p className={[styles.state, store.stock.state === 'low-stock' ? styles.low : ''].join(' ')}>
                      {stockText(store.stock)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No store near {placeName(state.check.origin)} has this in stock right now.</p>
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
