'use client';

import { useRef, useState } from 'react';
import type { StoreSearch } from '@/lib/data/storeStock';
import { type StoreQuery, searchStores } from '@/lib/stores/storesApi';

export type StoreSearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'done'; result: StoreSearch }
  | { status: 'error'; error: string };

const UNAVAILABLE = 'Store stock is unavailable, please try again later';
const FINDER_UNAVAILABLE = 'Stores are unavailable, please try again later';
export const PLACE_MESSAGE = 'Please enter a postcode or suburb';

/** 'Brisbane QLD 4000' from the back end's upper-case locality. */
export function placeName({ suburb, state, postcode }: StoreSearch['origin']): string {
  const name = suburb ? suburb.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) : '';
  return [name, state, postcode].filter(Boolean).join(' ');
}

/**
 * Stores near a place, through the site's `/api/stores/stock` route: from a postcode or suburb the shopper typed, or
 * from the browser's location when the shopper allows it; nearest first. With a `sku`, only the stores that hold the
 * product, with their stock (check stock in store); without, every store near (find a store). Only the latest search
 * answers: an earlier one arriving late is dropped.
 */
export function useStoreSearch(sku?: string) {
  const [state, setState] = useState<StoreSearchState>({ status: 'idle' });
  const latest = useRef(0);
  const unavailable = sku ? UNAVAILABLE : FINDER_UNAVAILABLE;

  async function search(query: StoreQuery) {
    const request = ++latest.current;
    setState({ status: 'loading' });
    const answer = await searchStores({ ...(sku ? { sku } : {}), ...query }, unavailable);
    const next: StoreSearchState = answer.ok
      ? { status: 'done', result: answer.value }
      : { status: 'error', error: answer.error };
    if (request === latest.current) setState(next);
  }

  /** Searches from what the shopper typed; nothing typed is a message, not a request. */
  function searchPlace(place: string) {
    const text = place.trim();
    if (!text) {
      ++latest.current;
      setState({ status: 'error', error: PLACE_MESSAGE });
      return;
    }
    void search({ q: text });
  }

  /** Searches from the browser's location; a refusal or a browser without it says to type a place instead. */
  function searchHere() {
    if (!('geolocation' in navigator)) {
      setState({
        status: 'error',
        error: 'Your browser cannot share its location. Please enter a postcode or suburb.',
      });
      return;
    }
    const request = ++latest.current;
    setState({ status: 'loading' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (request === latest.current)
          void search({ lat: coords.latitude.toFixed(4), lng: coords.longitude.toFixed(4) });
      },
      () => {
        if (request !== latest.current) return;
        setState({ status: 'error', error: 'We couldn’t get your location. Please enter a postcode or suburb.' });
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }

  return { state, searchPlace, searchHere };
}
