import { bestSellers, withStock } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { ProductCard } from '@/modules/products/ProductCard';
import styles from './page.module.css';

// Rendered per request: the catalogue changes, and the build must not need the services running.
export const dynamic = 'force-dynamic';

export default async function HomePage() {
  const [products, kiosk] = await Promise.all([bestSellers().then(withStock), isKiosk()]);
  return (
    <section aria-labelledby="best-sellers">
      <h1 id="best-sellers" className={styles.title}>
        Best sellers
      </h1>
      {products.length ? (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} kiosk={kiosk} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Our shelves are being restocked. Please check back shortly.</p>
      )}
    </section>
  );
}
