import type { ProductSummary } from '@bookshop/sdk';
import type { ComponentType, ReactNode } from 'react';
import { ProductActions } from './ProductActions';
import { ProductCard } from './ProductCard';

/**
 * A product carousel named `label` whose cards are rendered on the server; a product opened from it is tracked as a
 * `product_select` from the list `label`, with its sku and 1-based position. The caller picks the carousel
 * (`ProductCarousel`, or `LazyProductCarousel` where a shelf is rare), so a route's first load carries only the one
 * it uses.
 */
export function ProductShelf({
  label,
  products,
  kiosk,
  Carousel,
}: {
  label: string;
  products: ProductSummary[];
  kiosk: boolean;
  Carousel: ComponentType<{ label: string; children: ReactNode }>;
}) {
  return (
    <ProductActions list={label}>
      <Carousel label={label}>
        {products.map((product, index) => (
          <div key={product.id} data-sku={product.sku} data-position={index + 1}>
            <ProductCard product={product} kiosk={kiosk} />
          </div>
        ))}
      </Carousel>
    </ProductActions>
  );
}
