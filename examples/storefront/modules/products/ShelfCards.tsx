'use client';

import type { ProductSummary } from '@bookshop/sdk';
import { ProductCarousel } from './ProductCarousel';
import { ProductShelf } from './ProductShelf';

/** A product carousel rendered in the browser: a signed-in shopper's own recommendations (`PersonalisedShelf`). */
export function ShelfCards({ label, products, kiosk }: { label: string; products: ProductSummary[]; kiosk: boolean }) {
  return <ProductShelf label={label} products={products} kiosk={kiosk} Carousel={ProductCarousel} />;
}
