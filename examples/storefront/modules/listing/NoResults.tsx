import type { Shelf } from '@/lib/data/products';
import { LazyProductCarousel } from '@/modules/products/LazyProductCarousel';
import { ProductShelf } from '@/modules/products/ProductShelf';
import styles from './ListingScreen.module.css';

/**
 * The empty search (spec C2): the exact message, the most popular search phrases it points to as links (none when
 * they cannot be loaded), then the 'no result found' recommendations.
 */
export function NoResults({
  term,
  phrases,
  shelf,
  kiosk,
}: {
  term: string;
  phrases: string[];
  shelf?: Shelf;
  kiosk: boolean;
}) {
  return (
    <div className={styles.noResults}>
      <p role="status" className={styles.noResultsText}>
        Unable to find any results for "{term}". You may have typed your word incorrectly, or are being too specific.
        Try using a broader search phrase or try one of our most popular search phrases.
      </p>
      {phrases.length ? (
        <nav aria-label="Popular search phrases" className={styles.quickLinks}>
          <ul>
            {phrases.map((phrase) => (
              <li key={phrase}>
                <a href={`/search?q=${encodeURIComponent(phrase)}`}>{phrase}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shelf?.products.length ? (
        <ProductShelf label={shelf.title} products={shelf.products} kiosk={kiosk} Carousel={LazyProductCarousel} />
      ) : null}
    </div>
  );
}
