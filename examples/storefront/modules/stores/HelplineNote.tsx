import type { Helpline } from '@/lib/data/stores';
import styles from './Stores.module.css';

/** The store-locator helpline box: 'Call {phone}, 9 am to 5 pm, Monday to Saturday'. */
export function HelplineNote({ helpline }: { helpline: Helpline }) {
  return (
    <aside aria-labelledby="helpline" className={styles.helpline}>
      <h2 id="helpline">Store locator helpline</h2>
      <p>
        {helpline.phone ? (
          <>
            Call <a href={`tel:${helpline.phone.replace(/\s+/g, '')}`}>{helpline.phone}</a>,{' '}
          </>
        ) : null}
        {helpline.hours}.
      </p>
    </aside>
  );
}
