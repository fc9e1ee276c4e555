import { normalizePriceRange, type PriceRange } from '@bookshop/sdk/rules';
import { createListeners } from '../store/listeners';
import {
  clearStoredPriceRange,
  PRICE_MAX_STORAGE_KEY,
  PRICE_MIN_STORAGE_KEY,
  type PriceStorage,
} from './priceRangeStorage';

/** Debounce of the price filter before the listing is refreshed (spec C9). */
const PRICE_FILTER_DEBOUNCE_MS = 500;
/** The price slider's default step, in cents (spec C9). */
const PRICE_STEP_CENTS = 500;

/** What the price filter shows: its two ends in whole dollars, and whether a change waits for the debounce. */
export interface PriceRangeState {
  min: number;
  max: number;
  pending: boolean;
}

export interface PriceRangeControllerOptions {
  /** The facet's lowest and highest price, in cents. */
  bounds: PriceRange;
  /** The active filter in cents, if any (from the URL). */
  active?: PriceRange | null;
  /** Called with the range to search, or `null` to remove the filter, once the shopper stops for 500 ms. */
  onCommit: (range: PriceRange | null) => void;
  debounceMs?: number;
  /** Where the range is kept between pages (localStorage in a browser); none in tests or on the server. */
  storage?: PriceStorage | null;
  /** Timers, replaceable in tests. */
  schedule?: (run: () => void, ms: number) => () => void;
}

const dollarsOf = (range: PriceRange) => ({ min: Math.floor(range.low / 100), max: Math.ceil(range.high / 100) });

/**
 * The price filter without UI (spec C5): ends typed in whole dollars are committed 500 ms after the last change; ends
 * slid (dragged or moved by keys) are shown at once and committed on release (`flush`), so a drag searches once.
 * A commit normalises the range with the SDK's `normalizePriceRange` (×100, clamped to the facet, swapped if
 * reversed, the full range meaning no filter), keeps it in storage as price-min/price-max, and shows what it
 * committed, so the boxes and the thumbs always show the same two ends.
 *
 * @example
 * ```ts
 * const price = createPriceRangeController({ bounds: { low: 500, high: 25_000 }, onCommit: (range) => go(range) });
 * price.setMax(60); // 500 ms later: onCommit({ low: 500, high: 6000 })
 * ```
 */
export function createPriceRangeController(options: PriceRangeControllerOptions) {
  let { bounds } = options;
  const {
    debounceMs = PRICE_FILTER_DEBOUNCE_MS,
    storage = null,
    schedule = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  } = options;
  let onCommit = options.onCommit;
  let state: PriceRangeState = { ...dollarsOf(options.active ?? bounds), pending: false };
  const listeners = createListeners();
  let cancel: (() => void) | undefined;
  const set = (next: Partial<PriceRangeState>) => {
    state = { ...state, ...next };
    listeners.notify();
  };
  const commit = () => {
    cancel = undefined;
    const range = normalizePriceRange({ min: state.min, max: state.max }, bounds);
    set({ ...dollarsOf(range ?? bounds), pending: false });
    if (range) {
      storage?.setItem(PRICE_MIN_STORAGE_KEY, String(range.low / 100));
      storage?.setItem(PRICE_MAX_STORAGE_KEY, String(range.high / 100));
    } else clearStoredPriceRange(storage);
    onCommit(range);
  };
  const change = (next: Partial<PriceRangeState>) => {
    cancel?.();
    set({ ...next, pending: true });
    cancel = schedule(commit, debounceMs);
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    /**
     * Shows both ends as the slider has them, in dollars, at once (the boxes follow); `flush` on release commits, and
     * so does a pause as long as a typed change's, for a screen reader's increment, which releases no key or pointer.
     */
    slide(next: { min: number; max: number }) {
      if (next.min === state.min && next.max === state.max) return;
      change(next);
    },
    /** Sets the lower end, in dollars (a box emptied reads as NaN: the facet's lowest price). */
    setMin: (dollars: number) => change({ min: dollars }),
    /** Sets the upper end, in dollars. */
    setMax: (dollars: number) => change({ max: dollars }),
    /** Commits a pending change at once (Enter in a box, a thumb released); nothing when none is pending. */
    flush() {
      if (!state.pending) return;
      cancel?.();
      commit();
    },
    /** Follows a new facet or active range (the URL changed); a pending change is dropped. */
    sync(next: { bounds: PriceRange; active?: PriceRange | null }) {
      cancel?.();
      cancel = undefined;
      bounds = next.bounds;
      set({ ...dollarsOf(next.active ?? bounds), pending: false });
    },
    /** Replaces the commit callback (a re-render brings a fresh closure). */
    setOnCommit(next: (range: PriceRange | null) => void) {
      onCommit = next;
    },
    /** The slider's step in dollars: the facet's step (500 cents by default). */
    stepDollars: (stepCents: number = PRICE_STEP_CENTS) => Math.max(1, Math.round(stepCents / 100)),
    dispose() {
      cancel?.();
      listeners.clear();
    },
  };
}

export type PriceRangeController = ReturnType<typeof createPriceRangeController>;
