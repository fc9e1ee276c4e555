'use client';

import dynamic from 'next/dynamic';

/**
 * The added-to-basket flyout in a chunk of its own, fetched on the first add: a browsing page's first load carries
 * none of it (Radix Dialog, the carousel, the lines).
 */
export const LazyBasketFlyout = dynamic(() => import('./BasketFlyout').then((module) => module.BasketFlyout), {
  ssr: false,
});
