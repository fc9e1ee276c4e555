import type { Metadata } from 'next';
import styles from '@/modules/ui/Page.module.css';

// Its own title, not the home page's, and no canonical URL (Next.js adds `noindex` to every 404 itself).
export const metadata: Metadata = { title: 'Page not found', alternates: { canonical: null } };

/** The site's 404 page (unknown products and categories, any unknown route). */
export default function NotFound() {
  return (
    <section aria-labelledby="not-found">
      <h1 id="not-found" className={styles.title}>
        Page not found
      </h1>
      <p>Sorry, we couldn’t find that page. It may have moved, or the product may no longer be available.</p>
      <p>
        <a href="/">Back to the home page</a> or <a href="/category">browse all products</a>.
      </p>
    </section>
  );
}
