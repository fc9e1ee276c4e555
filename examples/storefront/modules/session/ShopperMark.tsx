'use client';

import { useSession } from '@bookshop/react';
import { useEffect } from 'react';

/**
 * Marks the page with who is browsing (`<html data-shopper="customer">` once the session says a shopper is signed in),
 * so server-rendered parts that differ by it (the cards' wishlist controls) switch by CSS: the page stays the same
 * for every visitor, and no card hydrates to read the session.
 */
export function ShopperMark() {
  const { customer } = useSession();
  const signedIn = Boolean(customer);
  useEffect(() => {
    document.documentElement.dataset.shopper = signedIn ? 'customer' : 'visitor';
  }, [signedIn]);
  return null;
}
