import { Price } from '@bookshop/react';
import type { SearchProduct } from '@bookshop/sdk';
import { truncateName } from '@bookshop/sdk/rules';
import styles from './ProductCard.module.css';

/** A product in a grid: cover, name (35 characters), authors and format, and the price. */
export function ProductCard({ product }: { product: SearchProduct }) {
  const href = `/product/${product.slug}`;
  return (
    <article className={styles.card}>
      {/* biome-ignore lint/performance/noImgElement: covers come from the catalogue service, not Next's image loader */}
      <img className={styles.cover} src={product.imageUrl} alt="" width={300} height={450} loading="lazy" />
      <h3 className={styles.name} title={product.name}>
        {/* The link stretches over the whole card (CSS), so the cover opens the product too with one tab stop. */}
        <a href={href} className={styles.link}>
          {truncateName(product.name)}
        </a>
      </h3>
      <p className={styles.meta}>{[product.authors.join(', '), product.format].filter(Boolean).join(' · ')}</p>
      <Price price={product.price} className={styles.price} classNames={{ base: styles.was, save: styles.save }} />
    </article>
  );
}
