import type { CardProduct } from '@/modules/products/cardProduct';
import { ProductCard } from '@/modules/products/ProductCard';
import { ProductCarousel } from '@/modules/products/ProductCarousel';
import styles from './ListingScreen.module.css';

/** The empty search (spec C2): the exact message, then the 'no result found' recommendations. */
export function NoResults({ term, products, kiosk }: { term: string; products: CardProduct[]; kiosk: boolean }) {
  return (
    <div className={styles.noResults}>
      <p role="status" className={styles.noResultsText}>
        Unable to find any results for "{term}". You may have typed your word incorrectly, or are being too specific.
        Try using a broader search phrase or try one of our most popular search phrases.
      </p>
      {products.length ? (
        <ProductCarousel label="Popular right now">
          {products.map((product) => (
            <ProductCard key={product.id} product={product} kiosk={kiosk} />
          ))}
        </ProductCarousel>
      ) : null}
    </div>
  );
}
