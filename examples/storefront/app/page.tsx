import { bestSellers } from '@/lib/data/products';
import { ProductCard } from '@/modules/products/ProductCard';
import styles from './page.module.css';

// Rendered per request: the catalogue changes, and the build must not need the services running.
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const products = await bestSellers();
  return (
    <section aria-labelledby="best-sellers">
      <h1 id="best-sellers" className={styles.title}>
        Best sellers
      </h1>
      {products.length ? (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Our shelves are being restocked. Please check back shortly.</p>
      )}
    </section>
  );
}
