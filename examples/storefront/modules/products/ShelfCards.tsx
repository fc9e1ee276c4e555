'use client';

import type { CardProduct } from '@/lib/products/cardProduct';
import { ProductCarousel } from './ProductCarousel';
import { ProductShelf } from './ProductShelf';

/** A product carousel rendered in the browser: a signed-in shopper's own recommendations (`PersonalisedShelf`). */
export function ShelfCards({ label, products, kiosk }: { label: string; products: CardProduct[]; kiosk: boolean }) {
  return <ProductShelf label={label} products={products} kiosk={kiosk} Carousel={ProductCarousel} />;
}
