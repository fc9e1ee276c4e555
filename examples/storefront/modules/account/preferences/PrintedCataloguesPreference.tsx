'use client';

import { useId, useState } from 'react';
import { CATALOGUES_NEED_ADDRESS_MESSAGE } from '@/lib/account/preferenceSchemas';
import { toast } from '@/modules/ui/toast';
import styles from './Preferences.module.css';
import { savePreference } from './savePreference';

/** Toasts of the printed-catalogues choice, in the account rows' '{title} updated successfully' form. */
export const CATALOGUES_MESSAGES = {
  updated: 'Printed catalogues updated successfully',
  failed: 'Printed catalogues not updated successfully',
} as const;

/**
 * The printed-catalogues choice (custom field `printed_catalogs`), saved as soon as it changes; a failed save puts
 * the box back. Switching it on needs a default delivery address, where the catalogues are posted.
 */
export function PrintedCataloguesPreference({
  printedCatalogs: initial,
  hasDeliveryAddress,
}: {
  printedCatalogs: boolean;
  hasDeliveryAddress: boolean;
}) {
  const [checked, setChecked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const change = async (wanted: boolean) => {
    setChecked(wanted);
    setBusy(true);
    const outcome = await savePreference(
      '/api/account/preferences/printed-catalogues',
      { printedCatalogs: wanted },
      CATALOGUES_MESSAGES.failed,
    );
    setBusy(false);
    if (outcome.ok) {
      toast.success(CATALOGUES_MESSAGES.updated);
    } else {
      setChecked(!wanted);
      toast.error(outcome.message);
    }
  };
  // Without an address the box can still be cleared, never ticked.
  const locked = !checked && !hasDeliveryAddress;
  return (
    <div className={styles.row}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          disabled={busy || locked}
          aria-describedby={hintId}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        Send me printed catalogues by post
      </label>
      <p id={hintId} className={styles.note}>
        {hasDeliveryAddress
          ? 'Catalogues are posted to your default delivery address.'
          : CATALOGUES_NEED_ADDRESS_MESSAGE}
      </p>
    </div>
  );
}
