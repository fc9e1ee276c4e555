import type { PriceRange } from '@bookshop/sdk/rules';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useOnChange } from '../store/useOnChange';
import { createPriceRangeController, type PriceRangeControllerOptions } from './priceRangeController';

const browserStorage = () => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the filter still works without it.
    return null;
  }
};

/**
 * Binds the price-filter controller to React. The controller follows `bounds` and `active` when they change (the
 * URL moved on), and keeps the range in localStorage unless `storage` says otherwise. Mounting is not a change: the
 * controller starts from them, and a price typed before hydration must survive it.
 *
 * @example
 * ```tsx
 * const price = usePriceRange({ bounds: facet.range, active: state.price, onCommit: (range) => push(range) });
 * ```
 */
export function usePriceRange(options: PriceRangeControllerOptions) {
  const [controller] = useState(() =>
    createPriceRangeController({
      ...options,
      storage: options.storage === undefined ? browserStorage() : options.storage,
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  controller.setOnCommit(options.onCommit);
  const { low, high } = options.bounds;
  const activeLow = options.active?.low;
  const activeHigh = options.active?.high;
  useOnChange(`${low}:${high}:${activeLow}:${activeHigh}`, () => {
    const active: PriceRange | null =
      activeLow === undefined || activeHigh === undefined ? null : { low: activeLow, high: activeHigh };
    controller.sync({ bounds: { low, high }, active });
  });
  useEffect(() => () => controller.dispose(), [controller]);
  return { state, controller };
}
