import { TrackProductSelect } from '@/lib/analytics/TrackProductSelect';
import type { CardProduct } from './cardProduct';
import { ProductCard } from './ProductCard';
import { ProductCarousel } from './ProductCarousel';

/**
 * A product carousel named `label` whose cards are rendered on the server; a product opened from it is tracked as a
 * `product_select` from the list `label`, with its sku and 1-based position.
 */
export function ProductShelf({ label, products, kiosk }: { label: string; products: CardProduct[]; kiosk: boolean }) {
  return (
    <TrackProductSelect list={label}>
      <ProductCarousel label={label}>
        {products.map((product, index) => (
          <div key={product.id} data-sku={product.sku} data-position={index + 1}>
            <ProductCard product={product} kiosk={kiosk} />
          </div>
        ))}
      </ProductCarousel>
    </TrackProductSelect>
  );
}
