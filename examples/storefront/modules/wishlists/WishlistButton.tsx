'use client';

import { useSession } from '@bookshop/react';
import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import styles from './WishlistButton.module.css';

/** Starts fetching the popover's code (Radix Popover and Dialog, SWR, the form library) on the first hover or focus. */
const loadWishlistPanel = () => import('./WishlistPanel');
const WishlistPanel = dynamic(loadWishlistPanel, { ssr: false });

export interface WishlistButtonProps {
  product: { id: string; name: string; slug: string };
  /** In a card's cover corner (default), or in the flow beside the product page's basket button. */
  placement?: 'corner' | 'inline';
  className?: string;
}

const Heart = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </svg>
);

/**
 * A product's wishlist control (spec A2, A4). For a signed-in shopper, a button that opens the wishlist popover; the
 * popover's code is fetched on the first hover or focus and the wishlists are read on the first opening, so browsing
 * pages ship only this button. A visitor gets a link to sign in on the account page instead.
 */
export function WishlistButton({ product, placement = 'corner', className }: WishlistButtonProps) {
  const { customer } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const classes = [styles.control, className].filter(Boolean).join(' ');
  if (!customer) {
    return (
      <a
        href="/account"
        className={classes}
        data-placement={placement}
        aria-label={`Sign in to add ${product.name} to a wishlist`}
      >
        <Heart />
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={classes}
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
      >
        <Heart />
      </button>
      {used ? (
        <WishlistPanel
          product={{ productId: product.id, name: product.name, slug: product.slug }}
          open={open}
          onOpenChange={setOpen}
          triggerRef={button}
        />
      ) : null}
    </>
  );
}
