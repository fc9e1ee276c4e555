'use client';

import { useCustomer } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { useId, useState } from 'react';
import { customerSource } from '@/lib/account/customerApi';
import { CATALOGUES_NEED_ADDRESS_MESSAGE } from '@/lib/account/preferenceSchemas';
import { PRINTED_CATALOGUES_ROUTE, PreferenceSaveError, savePreference } from '@/lib/account/preferencesApi';
import { hasDeliveryAddress, wantsPrintedCatalogues, withPrintedCatalogues } from '@/lib/account/printedCatalogues';
import { toast } from '@/modules/ui/toast';
import { useAccountOwner } from '../useAccountOwner';
import styles from './Preferences.module.css';

/** Toasts of the printed-catalogues choice, in the account rows' '{title} updated successfully' form. */
export const CATALOGUES_MESSAGES = {
  updated: 'Printed catalogues updated successfully',
  failed: 'Printed catalogues not updated successfully',
} as const;

/**
 * The printed-catalogues choice (custom field `printed_catalogs`), saved as soon as it changes; a failed save puts
 * the box back. Switching it on needs a default delivery address, where the catalogues are posted. It reads the
 * customer from the cache the details panel and the address book share, so an address added or deleted there (which
 * can turn the field off) shows here at once.
 */
export function PrintedCataloguesPreference({ customer: fromServer }: { customer: Customer }) {
  const owner = useAccountOwner(fromServer.email);
  const { customer: cached, save } = useCustomer(customerSource, { fallbackData: fromServer, owner });
  const customer = cached ?? fromServer;
  const checked = wantsPrintedCatalogues(customer);
  const withAddress = hasDeliveryAddress(customer);
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  const change = async (wanted: boolean) => {
    setBusy(true);
    try {
      await save(
        async () => {
          const outcome = await savePreference<{ customer: Customer }>(
            PRINTED_CATALOGUES_ROUTE,
            { printedCatalogs: wanted },
            CATALOGUES_MESSAGES.failed,
          );
          if (!outcome.ok) throw new PreferenceSaveError(outcome.message);
          return outcome.body.customer;
        },
        (current) => withPrintedCatalogues(current, wanted),
      );
      toast.success(CATALOGUES_MESSAGES.updated);
    } catch (error) {
      toast.error(error instanceof PreferenceSaveError ? error.message : CATALOGUES_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  // Without an address the box can still be cleared, never ticked.
  const locked = !checked && !withAddress;
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
        {withAddress ? 'Catalogues are posted to your default delivery address.' : CATALOGUES_NEED_ADDRESS_MESSAGE}
      </p>
    </div>
  );
}
