'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

const ProductCarousel = lazy(() => import('./ProductCarousel').then((module) => ({ default: module.ProductCarousel })));

/**
 * The product carousel in a chunk of its own, for a screen that shows one only now and then (a listing's empty
 * search), so that screen's first load does not carry it. Still rendered on the server; its own boundary lets the rest
 * of the page hydrate while the chunk arrives.
 */
export function LazyProductCarousel(props: ComponentProps<typeof ProductCarousel>) {
  return (
    <Suspense fallback={null}>
      <ProductCarousel {...props} />
    </Suspense>
  );
}
