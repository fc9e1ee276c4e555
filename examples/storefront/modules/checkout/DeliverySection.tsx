'use client';

import { farStoreMessage, formatMoney, nearestStoreFar } from '@bookshop/sdk/rules';
import { useEffect, useId, useRef, useState } from 'react';
import { saveDelivery } from '@/lib/checkout/checkoutApi';
import type { CheckoutState, DeliveryChoice } from '@/lib/checkout/checkoutTypes';
import type { CollectStore } from '@/lib/data/storeStock';
import { MAX_STORES_LIMIT } from '@/lib/stores/storeSearchLimits';
import { searchStores } from '@/lib/stores/storesApi';
import { FREE_DELIVERY_TEXT } from '@/modules/basket/BasketOrderSummary';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './Checkout.module.css';

/** The id of the delivery section's heading, for Place order to send the focus to. */
export const DELIVERY_HEADING_ID = 'checkout-delivery';

/** Standard delivery's price as the state has it: free over the threshold, otherwise commerce's rate once priced. */
export function standardDeliveryText(state: CheckoutState): string {
  const { totals } = state.basket;
  if (totals.freeDeliveryRemainingCents === 0) return 'Free';
  if (state.delivery?.mode === 'standard' && totals.deliveryCents !== null) {
    return totals.deliveryCents === 0 ? 'Free' : formatMoney(totals.deliveryCents, totals.currency);
  }
  return `${FREE_DELIVERY_TEXT}; the rate shows once chosen`;
}

/**
 * Delivery: 'Standard delivery' to the address, or 'Click & Collect' from one of the stores (nearest first once a
 * postcode is known; another postcode or suburb can be searched). Each choice is saved on the basket as it is made
 * (choosing a store is choosing Click & Collect there), and commerce prices it. Standard delivery chosen before the
 * address is confirmed stays chosen and is saved as soon as the address is.
 */
export function DeliverySection({
  state,
  stores: initialStores,
  onSaved,
  onUnsaved,
  problem,
}: {
  state: CheckoutState;
  /** Every store, nearest the checkout's postcode first when it has one. */
  stores: CollectStore[];
  onSaved(next: CheckoutState): void;
  /** Whether the choice shown differs from the one saved (Click & Collect with no store yet, standard waiting). */
  onUnsaved(unsaved: boolean): void;
  problem?: string | null;
}) {
  const [mode, setMode] = useState<DeliveryChoice['mode'] | null>(state.delivery?.mode ?? null);
  const [stores, setStores] = useState(initialStores);
  const [storeId, setStoreId] = useState(state.delivery?.mode === 'collect' ? state.delivery.storeId : '');
  const [place, setPlace] = useState(state.address?.postcode ?? '');
  // The postcode the store list is ordered from (the server ordered it from the address checkout had then).
  const [sortedFor, setSortedFor] = useState(
    initialStores.some((store) => store.distanceKm !== undefined) ? (state.address?.postcode ?? '') : '',
  );
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const placeId = useId();
  const chosenStore = state.delivery?.mode === 'collect' ? state.delivery.storeId : null;
  // One save at a time, the newest choice last: two in flight could land in either order (each reads the basket before
  // it writes), leaving the basket on a store the page no longer shows. A choice made meanwhile waits, and replaces
  // any other waiting one; the answer to a save overtaken by a newer choice is not shown.
  const wanted = useRef<DeliveryChoice | null>(null);
  const sending = useRef(false);

  const save = async (choice: DeliveryChoice) => {
    wanted.current = choice;
    setSaving(true);
    setError(null);
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next: DeliveryChoice | null = wanted.current; next; next = wanted.current) {
        wanted.current = null;
        const answer = await saveDelivery(next);
        if (wanted.current) continue;
        setSaving(false);
        if (answer.ok) {
          onSaved(answer.value);
          continue;
        }
        setError(answer.error);
        // Standard delivery refused for want of an address stays chosen, to be saved with the address; any other
        // refused choice goes back to what the basket has, so choosing it again sends it again.
        if (answer.field !== 'address') {
          setMode(state.delivery?.mode ?? null);
          setStoreId(chosenStore ?? '');
        }
      }
    } finally {
      sending.current = false;
    }
  };

  const hasAddress = state.address !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address arriving is what saves a waiting choice
  useEffect(() => {
    if (hasAddress && mode === 'standard' && state.delivery?.mode !== 'standard') void save({ mode: 'standard' });
  }, [hasAddress]);

  const unsaved = mode !== (state.delivery?.mode ?? null);
  useEffect(() => onUnsaved(unsaved), [unsaved, onUnsaved]);

  const search = async (from: string, quiet = false) => {
    setPlaceError(null);
    // Every store takes Click & Collect orders: all of them, nearest first.
    const answer = await searchStores({ q: from, limit: String(MAX_STORES_LIMIT) });
    if (answer.ok) {
      setStores(answer.value.stores);
      setSortedFor(from);
    } else if (!quiet) {
      setPlaceError(answer.error);
      document.getElementById(placeId)?.focus();
    }
  };

  // Once the delivery address gives a postcode, the stores are listed nearest it (the shopper may search elsewhere).
  const postcode = state.address?.postcode ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new postcode, or choosing Click & Collect, reorders
  useEffect(() => {
    if (mode !== 'collect' || !postcode || postcode === sortedFor) return;
    setPlace(postcode);
    void search(postcode, true);
  }, [mode, postcode]);

  const nearest = stores[0]?.distanceKm;
  const far = nearestStoreFar(stores) && nearest !== undefined ? farStoreMessage(nearest, sortedFor) : null;
  const shown = error ?? problem ?? null;
  return (
    <section className={styles.section} aria-labelledby={DELIVERY_HEADING_ID} aria-busy={saving}>
      <h2 id={DELIVERY_HEADING_ID} className={styles.subheading} tabIndex={-1}>
        Delivery
      </h2>
      {shown ? (
        <p role="alert" className={styles.error}>
          {shown}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>How would you like your order?</legend>
        <ul className={styles.choices}>
          <li className={styles.choice}>
            <label className={styles.choiceLabel}>
              <input
                type="radio"
                name="delivery-mode"
                value="standard"
                checked={mode === 'standard'}
                onChange={() => {
                  setMode('standard');
                  void save({ mode: 'standard' });
                }}
              />
              <span>
                Standard delivery <span className={styles.muted}>({standardDeliveryText(state)})</span>
              </span>
            </label>
          </li>
          <li className={styles.choice}>
            <label className={styles.choiceLabel}>
              <input
                type="radio"
                name="delivery-mode"
                value="collect"
                checked={mode === 'collect'}
                onChange={() => {
                  setMode('collect');
                  setError(null);
                  if (storeId) void save({ mode: 'collect', storeId });
                }}
              />
              <span>
                Click &amp; Collect{' '}
                <span className={styles.muted}>(free, from one of our {initialStores.length} stores)</span>
              </span>
            </label>
          </li>
        </ul>
      </fieldset>
      {mode === 'collect' ? (
        <div className={styles.form}>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void search(place);
            }}
          >
            <Field
              id={placeId}
              label="Find stores near a postcode or suburb"
              error={placeError}
              classNames={fieldStyles}
            >
              {(control) => (
                <div className={styles.inputWrapper}>
                  <input
                    {...control}
                    type="text"
                    inputMode="text"
                    autoComplete="postal-code"
                    maxLength={60}
                    value={place}
                    onChange={(event) => setPlace(event.target.value)}
                  />
                  <button type="submit" className={styles.secondary}>
                    Find stores
                  </button>
                </div>
              )}
            </Field>
          </form>
          {far ? (
            <p className={styles.note} data-testid="checkout-far-store">
              {far}
            </p>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Choose a store</legend>
            <ul className={`${styles.choices} ${styles.scroll}`}>
              {stores.map((store) => (
                <li key={store.id} className={styles.choice}>
                  <label className={styles.choiceLabel}>
                    <input
                      type="radio"
                      name="collect-store"
                      value={store.id}
                      checked={storeId === store.id}
                      onChange={() => {
                        setStoreId(store.id);
                        void save({ mode: 'collect', storeId: store.id });
                      }}
                    />
                    <span>
                      <strong>{store.name}</strong>
                      <br />
                      <span className={styles.muted}>
                        {store.address}
                        {store.distanceKm === undefined ? '' : ` · ${store.distanceKm.toFixed(1)} km`}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p className={styles.muted} role="status">
            {chosenStore
              ? `Collecting from ${stores.find((store) => store.id === chosenStore)?.name ?? 'your store'}`
              : ''}
          </p>
        </div>
      ) : null}
    </section>
  );
}
