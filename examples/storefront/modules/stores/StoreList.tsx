import type { Store } from '@bookshop/sdk';
import type { Helpline } from '@/lib/data/stores';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import { HelplineNote } from './HelplineNote';
import { StoreFinder } from './StoreFinder';
import styles from './Stores.module.css';
import { addressLine } from './storeText';

/** 'Find a store near me', every store with its address, and the store-locator helpline. */
export function StoreList({ stores, helpline: line }: { stores: Store[]; helpline: Helpline }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Stores', href: '/stores' },
        ]}
      />
      <h1 className={styles.title}>Our stores</h1>
      <StoreFinder />
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
