import type { Metadata } from 'next';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { helpline, storeList } from '@/modules/stores/data';
import { HelplineNote } from '@/modules/stores/HelplineNote';
import styles from '@/modules/stores/Stores.module.css';
import { addressLine } from '@/modules/stores/storeText';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Our stores',
  description: 'Find a Koorong store near you: addresses, opening hours and directions.',
};

/** `/stores`: every store from content with its address, and the store-locator helpline. */
export default async function StoresPage() {
  const [stores, line] = await Promise.all([storeList(), helpline()]);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Stores', href: '/stores' },
        ]}
      />
      <h1 className={styles.title}>Our stores</h1>
      <HelplineNote helpline={line} />
      <ul className={styles.list} aria-label="Stores">
        {stores.map((store) => (
          <li key={store.slug}>
            <article className={styles.card}>
              <h2>
                <a href={`/stores/${store.slug}`}>{store.title}</a>
              </h2>
              <p>{addressLine(store)}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
