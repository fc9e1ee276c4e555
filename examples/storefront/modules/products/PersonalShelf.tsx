import type { ReactNode } from 'react';
import type { Shelf } from '@/lib/data/products';
import { LazyPersonalisedShelf } from './LazyPersonalisedShelf';

/**
 * A server-rendered shelf (`children`) that a signed-in shopper's browser may replace with their own picks, when the
 * shelf is a recommendation; any other shelf is shown as it is.
 */
export function PersonalShelf({ shelf, kiosk, children }: { shelf: Shelf; kiosk: boolean; children: ReactNode }) {
  if (!shelf.recommendation) return children;
  return (
    <LazyPersonalisedShelf label={shelf.title} recommendation={shelf.recommendation} kiosk={kiosk}>
      {children}
    </LazyPersonalisedShelf>
  );
}
