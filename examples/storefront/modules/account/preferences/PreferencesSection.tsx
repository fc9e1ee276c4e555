import type { Customer } from '@bookshop/sdk';
import type { AccountPreferences } from '@/lib/data/preferences';
import { NewsletterPreference } from './NewsletterPreference';
import styles from './Preferences.module.css';
import { PrintedCataloguesPreference } from './PrintedCataloguesPreference';

/** The account's #preferences section: the newsletter subscription and printed catalogues. */
export function PreferencesSection({ preferences, customer }: { preferences: AccountPreferences; customer: Customer }) {
  return (
    <section id="preferences" className={styles.section} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className={styles.heading}>
        Preferences
      </h2>
      <div className={styles.group}>
        <h3 className={styles.subheading}>Newsletter</h3>
        <NewsletterPreference subscribed={preferences.newsletter} customer={customer} />
      </div>
      <div className={styles.group}>
        <h3 className={styles.subheading}>Printed catalogues</h3>
        <PrintedCataloguesPreference customer={customer} />
      </div>
    </section>
  );
}
