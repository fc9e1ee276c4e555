'use client';

import { useAddressBook } from '@bookshop/react';
import { useId, useRef, useState } from 'react';
import { addressBookSource } from '@/lib/account/addressesApi';
import { ActionLink } from '@/modules/ui/ActionLink';
import { toast } from '@/modules/ui/toast';
import { AddressModal, type AddressModalMode } from './AddressModal';
import styles from './addresses.module.css';

/** The saved-address list scrolls once it is taller than this (spec A9). */
export const ADDRESS_LIST_MAX_HEIGHT = '12rem';

/**
 * The Delivery Address row's editor (spec A2): the saved delivery addresses, one of which is picked (the default at
 * first), a pencil on each to edit it, 'Set as Default' for the picked one (none without a saved address), 'Add new
 * address', and a Close link.
 */
export function DeliveryAddressEditor({ id, owner, onClose }: { id: string; owner?: string; onClose(): void }) {
  // The details panel's owner: the same shopper's cache entry (see AccountDetails).
  const book = useAddressBook(addressBookSource, { owner });
  const [picked, setPicked] = useState<string | null>(null);
  const [modal, setModal] = useState<AddressModalMode | null>(null);
  const [saving, setSaving] = useState(false);
  const name = useId();
  const headingId = useId();
  const chosen = book.delivery.find((entry) => entry.id === picked) ?? book.defaultDelivery ?? book.delivery[0];
  const addButton = useRef<HTMLButtonElement | null>(null);

  const setDefault = async () => {
    if (!chosen || chosen.isDefault) return;
    setSaving(true);
    try {
      await book.setDefault({ id: chosen.id, type: 'shipping' });
      toast.success('Delivery Address updated successfully');
    } catch {
      toast.error('Delivery Address not updated successfully');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section id={id} className={styles.editor} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Saved delivery addresses
      </h3>
      {book.isLoading ? (
        <p role="status" className={styles.muted}>
          Loading addresses…
        </p>
      ) : book.delivery.length === 0 ? (
        <p className={styles.muted}>No saved address on record</p>
      ) : (
        <>
          {book.defaultDelivery ? null : <p className={styles.muted}>Default address not set</p>}
          <div className={styles.list} style={{ maxHeight: ADDRESS_LIST_MAX_HEIGHT }}>
            <ul aria-labelledby={headingId}>
              {book.delivery.map((entry) => (
                <li key={entry.id} className={styles.entry} data-picked={entry.id === chosen?.id ? '' : undefined}>
                  <label className={styles.entryLabel}>
                    <input
                      type="radio"
                      name={name}
                      value={entry.id}
                      checked={entry.id === chosen?.id}
                      onChange={() => setPicked(entry.id)}
                    />
                    <span>
                      {entry.line}
                      {entry.isDefault ? <strong className={styles.badge}> (Default)</strong> : null}
                    </span>
                  </label>
                  <button
                    type="button"
                    className={styles.pencil}
                    aria-label={`Edit address ${entry.line}`}
                    onClick={() => setModal({ kind: 'edit', type: 'shipping', entry })}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
                      <path
                        fill="currentColor"
                        d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
                      />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      <div className={styles.actions}>
        {/* With no saved address there is nothing to make the default. */}
        {chosen ? (
          <button type="button" className={styles.primary} disabled={chosen.isDefault || saving} onClick={setDefault}>
            Set as Default
          </button>
        ) : null}
        <button
          ref={addButton}
          type="button"
          className={styles.secondary}
          onClick={() => setModal({ kind: 'add', type: 'shipping' })}
        >
          Add new address
        </button>
        <ActionLink targetId={id} className={styles.link} onAction={onClose}>
          Close
        </ActionLink>
      </div>
      {modal ? (
        <AddressModal mode={modal} book={book} onClose={() => setModal(null)} focusWhenOpenerGone={addButton} />
      ) : null}
    </section>
  );
}
