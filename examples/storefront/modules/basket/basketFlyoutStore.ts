import type { BasketView } from '@/lib/basket/basketView';

/** The one added-to-basket flyout of the page: which add button shows it, with the basket that add answered. */
export interface FlyoutState {
  owner: string;
  basket: BasketView;
}

/**
 * Which add button shows the flyout, without React: a newer add takes it over (two quick adds open one flyout, not
 * two stacked dialogs), and closing clears it.
 *
 * @example
 * ```ts
 * const flyout = createBasketFlyoutStore();
 * flyout.show(buttonId, addedBasket);
 * flyout.basketFor(buttonId); // addedBasket
 * ```
 */
export function createBasketFlyoutStore() {
  let state: FlyoutState | null = null;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The basket to show if `owner` shows the flyout, else `null`. */
    basketFor: (owner: string): BasketView | null => (state?.owner === owner ? state.basket : null),
    show(owner: string, basket: BasketView) {
      state = { owner, basket };
      tell();
    },
    /** Closes the flyout if `owner` (when given) still shows it. */
    close(owner?: string) {
      if (!state || (owner !== undefined && state.owner !== owner)) return;
      state = null;
      tell();
    },
  };
}

/** The page's flyout. */
export const basketFlyout = createBasketFlyoutStore();
