import type { AccountPreferences } from '@/lib/data/preferences';
import { NewsletterPreference } from './NewsletterPreference';
import styles from './Preferences.module.css';
import { PrintedCataloguesPreference } from './PrintedCataloguesPreference';

/** The account's #preferences section: the newsletter subscription and printed catalogues. */
export function PreferencesSection({ preferences, email }: { preferences: AccountPreferences; email: string }) {
  return (
    <section id="preferences" className={styles.section} aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className={styles.heading}>
        Preferences
      </h2>
      <div className={styles.group}>
        <h3 className={styles.subheading}>Newsletter</h3>
        <NewsletterPreference subscribed={preferences.newsletter} email={email} />
      </div>
      <div className={styles.group}>
        <h3 className={styles.subheading}>Printed catalogues</h3>
        <PrintedCataloguesPreference
          printedCatalogs={preferences.printedCatalogs}
          hasDeliveryAddress={preferences.hasDeliveryAddress}
        />
      </div>
    </section>
  );
}
