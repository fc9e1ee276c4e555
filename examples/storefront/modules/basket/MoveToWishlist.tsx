'use client';

import { useSession } from '@bookshop/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { BasketLine } from '@/lib/basket/basketView';
import styles from './BasketPage.module.css';

const loadWishlistPanel = () => import('@/modules/wishlists/WishlistPanel');
const WishlistPanel = lazy(loadWishlistPanel);

/**
 * A basket line's 'Move to wishlist' (spec A4), for signed-in shoppers only: the wishlist popover, in which choosing a
 * list (or creating one) adds the product there and only then removes the line. The popover's code is fetched on the
 * first hover or focus. `onMoved` runs once the line has left the basket.
 *
 * `signedIn` is the server's reading of the request's session: the button is in the page's first markup while the
 * browser's session loads, so the lines do not move when it arrives (it moved them 53 px on a phone, CLS 0.022).
 */
export function MoveToWishlist({
  line,
  signedIn,
  onMoved,
}: {
  line: Pick<BasketLine, 'id' | 'productId' | 'variantId' | 'name'>;
  signedIn: boolean;
  onMoved: () => void;
}) {
  const { customer, isLoading } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!customer && !(signedIn && isLoading)) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.link}
        // The visible words first, then the product (WCAG 2.5.3: the name contains the label shoppers see and say).
        aria-label={`Move to wishlist: ${line.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadWishlistPanel()}
        onFocus={() => void loadWishlistPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        Move to wishlist
      </button>
      {used ? (
        <Suspense fallback={null}>
          <WishlistPanel
            product={{ productId: line.productId, variantId: line.variantId, name: line.name }}
            open={open}
            onOpenChange={setOpen}
            triggerRef={button}
            fromBasketLineId={line.id}
            onMoved={onMoved}
          />
        </Suspense>
      ) : null}
    </>
  );
}
