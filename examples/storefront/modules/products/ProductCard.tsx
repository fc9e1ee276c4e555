import { Price } from '@bookshop/react';
import type { ProductSummary } from '@bookshop/sdk';
import { type ProductView, truncateName } from '@bookshop/sdk/rules';
import { WishlistControl } from '@/modules/wishlists/WishlistControl';
import { AvailabilityAction } from './AvailabilityAction';
import { Cover } from './Cover';
import styles from './ProductCard.module.css';
import { Rating } from './Rating';

export interface ProductCardProps {
  product: ProductSummary;
  /** Grid (default) or list; the list view shortens 'Add to basket' to 'Add'. */
  view?: ProductView;
  kiosk?: boolean;
  /** Heading level of the name (3 by default, under a page's h1 and a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The card is in the first row of the page's grid: its cover is likely the largest paint, so it loads at once. */
  priority?: boolean;
}

/**
 * How many cards lead a grid above the fold: the two columns of a phone's grid. Their covers load eagerly with high
 * priority; lazy covers there waited for layout and doubled the time to the largest paint under a slow network.
 */
export const PRIORITY_CARDS = 2;

/**
 * A product in a grid or list (spec C2, C3): cover (missing-image fallback), name cut at 35 characters, authors,
 * format, rating (0 when unrated), price display and the availability action. All of it is rendered on the server;
 * its buttons are pressed through the list's one island (`ProductActions`), which the caller puts around the list.
 */
export function ProductCard({ product, view = 'grid', kiosk, headingLevel = 3, priority }: ProductCardProps) {
  const href = `/product/${product.slug}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-view={view}>
      <Cover className={styles.cover} src={product.imageUrl} {...(priority ? { priority } : {})} />
      {kiosk ? null : <WishlistControl product={{ id: product.id, name: product.name }} />}
      <div className={styles.body}>
        {/* The heading's title, not the shared tooltip: one client island per card would add main-thread work at load. */}
        <Heading className={styles.name} title={product.name}>
          {/* The link stretches over the whole card (CSS), so the cover opens the product too with one tab stop. */}
          <a href={href} className={styles.link}>
            {truncateName(product.name)}
          </a>
        </Heading>
        {product.authors.length ? <p className={styles.meta}>{product.authors.join(', ')}</p> : null}
        {product.format ? <p className={styles.format}>{product.format}</p> : null}
        <Rating value={product.rating} className={styles.rating} />
        <Price price={product.price} className={styles.price} classNames={{ base: styles.was, save: styles.save }} />
        <AvailabilityAction product={product} view={view} kiosk={kiosk} className={styles.action} />
      </div>
    </article>
  );
}
