'use client';

import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { trackProductSelect } from '@/lib/analytics/trackProductSelect';
import { basketCount } from '@/lib/basket/basketCount';
import { useBasketFlyout } from '@/modules/basket/useBasketFlyout';
import { WISHLIST_OPEN, wishlistProduct } from '@/modules/wishlists/wishlistTrigger';
import { BASKET_ADD, basketAddState, paintBasketAdd, readBasketAdd } from './basketAddButton';

/** Starts fetching the wishlist popover's code (Radix Popover and Dialog, SWR, the form library). */
const loadWishlistPanel = () => import('@/modules/wishlists/WishlistPanel');
const WishlistPanel = lazy(loadWishlistPanel);

type Wishlist = { product: { productId: string; name: string }; trigger: HTMLButtonElement; open: boolean };

/**
 * The one island around a list of server-rendered product cards (or a product page's actions): a page of 24 cards
 * hydrates this, not 48 buttons. It presses the cards' add buttons (`AvailabilityAction`) and shows their labels with
 * the units already in the basket, opens the wishlist popover of a card's heart (`WishlistControl`), and, given the
 * list's name, tracks a `product_select` when a product link inside is followed.
 *
 * @example
 * ```tsx
 * <ProductActions list="Best sellers"><ul>{cards}</ul></ProductActions>
 * ```
 */
export function ProductActions({
  list,
  className,
  children,
}: {
  list?: string;
  className?: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  // Per button, not per sku: two cards of one product on a page are pressed apart.
  const busy = useRef(new WeakSet<Element>());
  // Skus commerce refused more of since the page was rendered.
  const soldOut = useRef(new Set<string>());
  const { show: showFlyout, flyout } = useBasketFlyout();
  const [wishlist, setWishlist] = useState<Wishlist | null>(null);

  // Buttons shown with a state of the browser's; the others still show the server's, which is right for them.
  const painted = useRef(new WeakSet<Element>());

  const paint = useCallback((button: HTMLElement) => {
    const data = readBasketAdd(button);
    const state = {
      quantityInCart: basketCount.quantityOf(data.sku),
      soldOut: soldOut.current.has(data.sku),
      busy: busy.current.has(button),
    };
    // At load, and for every product the basket does not hold, there is nothing to change: no DOM write per card.
    const asRendered = !state.quantityInCart && !state.soldOut && !state.busy;
    if (asRendered && !painted.current.has(button)) return;
    paintBasketAdd(button, basketAddState(data, state));
    if (asRendered) painted.current.delete(button);
    else painted.current.add(button);
  }, []);

  const paintAll = useCallback(() => {
    for (const button of root.current?.querySelectorAll<HTMLElement>(BASKET_ADD) ?? []) paint(button);
  }, [paint]);

  useEffect(() => basketCount.subscribe(paintAll), [paintAll]);
  // New cards (a client navigation re-renders the list) start from the server's label: count the basket into them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the children are what changed, not what is read
  useEffect(paintAll, [paintAll, children]);

  useEffect(() => {
    if (!wishlist) return;
    wishlist.trigger.setAttribute('aria-expanded', String(wishlist.open));
    wishlist.trigger.dataset.state = wishlist.open ? 'open' : 'closed';
  }, [wishlist]);

  const add = async (button: HTMLButtonElement) => {
    if (button.getAttribute('aria-disabled') === 'true') return;
    const { productId, sku } = readBasketAdd(button);
    busy.current.add(button);
    paint(button);
    try {
      // The add's code (and the toasts') arrives with the first press: a listing's first load has no room for it.
      const { addOneToBasket } = await import('@/modules/basket/addOneToBasket');
      const outcome = await addOneToBasket({ productId, sku });
      if ('refused' in outcome) soldOut.current.add(sku);
      if ('added' in outcome) void showFlyout(outcome.added);
    } catch (error) {
      console.error('The add to basket could not load', error);
    } finally {
      busy.current.delete(button);
      paint(button);
    }
  };

  const openWishlist = (trigger: HTMLButtonElement) => {
    const product = wishlistProduct(trigger);
    setWishlist((shown) => {
      const same = shown?.trigger === trigger;
      if (shown && !same) shown.trigger.setAttribute('aria-expanded', 'false');
      return { product, trigger, open: same ? !shown.open : true };
    });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens for presses on the cards' own buttons and links
    // biome-ignore lint/a11y/useKeyWithClickEvents: a button or link pressed with the keyboard fires click too
    <div
      ref={root}
      className={className}
      onClick={(event) => {
        const target = event.target as Element;
        // Presses inside the flyout or the popover reach here through React's tree; they are not this list's.
        if (!root.current?.contains(target)) return;
        const addButton = target.closest<HTMLButtonElement>(BASKET_ADD);
        if (addButton) return void add(addButton);
        const heart = target.closest<HTMLButtonElement>(WISHLIST_OPEN);
        if (heart) return openWishlist(heart);
        if (list) trackProductSelect(target, list);
      }}
      onPointerOver={(event) => {
        if ((event.target as Element).closest(WISHLIST_OPEN)) void loadWishlistPanel();
      }}
      onFocus={(event) => {
        if ((event.target as Element).closest(WISHLIST_OPEN)) void loadWishlistPanel();
      }}
    >
      {children}
      {flyout}
      {wishlist ? (
        <Suspense fallback={null}>
          <WishlistPanel
            key={wishlist.product.productId}
            product={wishlist.product}
            open={wishlist.open}
            onOpenChange={(open) => setWishlist((shown) => (shown ? { ...shown, open } : shown))}
            triggerRef={{ current: wishlist.trigger }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
