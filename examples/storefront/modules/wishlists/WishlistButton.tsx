'use client';

import { useSession } from '@bookshop/react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import styles from './WishlistButton.module.css';

/** Starts fetching the popover's code (Radix Popover and Dialog, SWR, the form library) on the first hover or focus. */
const loadWishlistPanel = () => import('./WishlistPanel');
const WishlistPanel = dynamic(loadWishlistPanel, { ssr: false });

export interface WishlistButtonProps {
  /** The product's id and name: nothing more, as every card sends these to the browser. */
  product: { id: string; name: string };
  /** In a card's cover corner (default), or in the flow beside the product page's basket button. */
  placement?: 'corner' | 'inline';
}

/**
 * A product's wishlist control (spec A2, A4). For a signed-in shopper, a button that opens the wishlist popover; the
 * popover's code is fetched on the first hover or focus and the wishlists are read on the first opening, so browsing
 * pages ship only this button. A visitor gets a link to sign in on the account page instead.
 */
export function WishlistButton({ product, placement = 'corner' }: WishlistButtonProps) {
  const { customer } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!customer) {
    return (
      <a href="/account" className={styles.control} data-placement={placement}>
        <span className={styles.label}>Sign in to add {product.name} to a wishlist</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.control}
        aria-label={`Add ${product.name} to a wishlist`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-placement={placement}
        onPointerEnter={() => void loadWishlistPanel()}
        onFocus={() => void loadWishlistPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      />
      {used ? (
        <WishlistPanel
          product={{ productId: product.id, name: product.name }}
          open={open}
          onOpenChange={setOpen}
          triggerRef={button}
        />
      ) : null}
    </>
  );
}
