'use client';

import {
  AddressLookup,
  CheckoutAddressForm,
  type CheckoutAddressText,
  type SavedAddress,
  useAddressLookup,
} from '@bookshop/react';
import type { AddressFormInput, CheckoutAddressInput } from '@bookshop/sdk/rules';
import { useId, useRef, useState } from 'react';
import { addressLookupSource } from '@/lib/account/addressesApi';
import { saveAddress } from '@/lib/checkout/checkoutApi';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { addressFormValues } from '@/modules/account/addresses/addressFormValues';
import { ActionLink } from '@/modules/ui/ActionLink';
import fieldStyles from '@/modules/ui/Field.module.css';
import { formFieldClassNames } from '@/modules/ui/formFieldClassNames';
import styles from './Checkout.module.css';

/** The id of the address section's heading, for Place order to send the focus to. */
export const ADDRESS_HEADING_ID = 'checkout-address';

type Source = 'saved' | 'lookup' | 'manual';
const NEW_ADDRESS = 'new';
const PICK_MESSAGE = 'Choose an address from the list';
const PARTS = new Set(['building', 'street', 'suburb', 'postcode', 'country', 'stateOrCity']);

const partsOf = (address: CheckoutAddressInput): Partial<AddressFormInput> => ({
  building: address.building,
  street: address.street,
  suburb: address.suburb,
  postcode: address.postcode,
  country: address.country as AddressFormInput['country'] | undefined,
  stateOrCity: address.stateOrCity,
});

/** The saved address as the form's text (without the manual-entry switch). */
const textOf = ({ manualEntry: _manual, ...text }: CheckoutAddressInput): Partial<CheckoutAddressText> => text;

const oneLine = (parts: Partial<AddressFormInput>) =>
  [parts.building, parts.street, parts.suburb, parts.stateOrCity, parts.postcode, parts.country]
    .filter(Boolean)
    .join(', ');

/**
 * Delivery address: a signed-in shopper picks one of their saved addresses (or adds one); a guest searches with the
 * address lookup, or enters it by hand, as in the account area. Names and mobile go with it, all checked with the
 * checkout address schema; saved on the basket as its delivery and billing address.
 */
export function AddressSection({
  state,
  saved,
  contact,
  onSaved,
  problem,
}: {
  state: CheckoutState;
  /** The signed-in shopper's delivery addresses (none for a guest). */
  saved: SavedAddress[];
  /** Names and mobile to start from when checkout has no address yet (the signed-in shopper's own). */
  contact: Partial<Pick<CheckoutAddressInput, 'firstName' | 'lastName' | 'mobile'>>;
  onSaved(next: CheckoutState): void;
  problem?: string | null;
}) {
  const current = state.address;
  const [source, setSource] = useState<Source>(
    current?.manualEntry ? 'manual' : saved.length && !current ? 'saved' : 'lookup',
  );
  const firstSaved = saved.find((entry) => entry.isDefault) ?? saved[0];
  const [savedId, setSavedId] = useState<string>(current ? NEW_ADDRESS : (firstSaved?.id ?? NEW_ADDRESS));
  const [lookedUp, setLookedUp] = useState<Partial<AddressFormInput> | null>(
    current && !current.manualEntry ? partsOf(current) : null,
  );
  const [fill, setFill] = useState<Partial<CheckoutAddressText> | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const formId = useId();
  const lookup = useAddressLookup({
    source: addressLookupSource,
    onAddressChange: (picked) => setLookedUp(picked ? addressFormValues(picked.address as never) : null),
  });

  const pickedSaved = saved.find((entry) => entry.id === savedId);
  const startValues: Partial<CheckoutAddressText> = {
    firstName: current?.firstName ?? pickedSaved?.address.firstName ?? contact.firstName ?? '',
    lastName: current?.lastName ?? pickedSaved?.address.lastName ?? contact.lastName ?? '',
    mobile: current?.mobile ?? pickedSaved?.address.mobile ?? contact.mobile ?? '',
    ...(current?.manualEntry ? textOf(current) : {}),
  };
  const sentParts =
    source === 'saved' && pickedSaved ? addressFormValues(pickedSaved.address) : source === 'lookup' ? lookedUp : null;

  const focusSlot = () =>
    (
      slot.current?.querySelector<HTMLElement>('input[type="radio"]:checked, [role="combobox"], input, select') ?? null
    )?.focus();

  const submit = async (values: CheckoutAddressInput) => {
    if (!values.manualEntry && !sentParts) {
      setError(PICK_MESSAGE);
      focusSlot();
      return;
    }
    setSaving(true);
    setError(null);
    const answer = await saveAddress(values);
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.value);
      return;
    }
    if (!values.manualEntry && answer.field && PARTS.has(answer.field)) {
      // The looked-up address lacks a part an order needs (often the house or unit): the shopper completes it by hand.
      setFill(textOf(values));
      setSource('manual');
    }
    setError(answer.error);
  };

  const savedList = (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Your saved addresses</legend>
      <ul className={`${styles.choices} ${styles.scroll}`}>
        {saved.map((entry) => (
          <li key={entry.id} className={styles.choice}>
            <label className={styles.choiceLabel}>
              <input
                type="radio"
                name="saved-address"
                value={entry.id}
                checked={savedId === entry.id}
                onChange={() => {
                  setSavedId(entry.id);
                  setError(null);
                }}
              />
              <span>
                {entry.line}
                {entry.isDefault ? <span className={styles.muted}> (default)</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          setSource('lookup');
          setSavedId(NEW_ADDRESS);
        }}
      >
        Add new address
      </button>
    </fieldset>
  );

  const lookupField = (
    <>
      {lookedUp && !lookup.state.valid ? (
        <p className={styles.note}>
          Delivering to: <strong>{oneLine(lookedUp)}</strong>. Search below for another address.
        </p>
      ) : null}
      <AddressLookup
        lookup={lookup}
        type="shipping"
        classNames={{
          countryField: fieldStyles.root,
          countryLabel: fieldStyles.label,
          searchField: fieldStyles.root,
          searchLabel: fieldStyles.label,
          countrySelect: fieldStyles.control,
          inputWrapper: styles.inputWrapper,
          input: fieldStyles.control,
          clear: styles.clear,
          list: styles.suggestions,
          option: styles.suggestion,
          optionDescription: styles.muted,
          status: styles.muted,
          failure: styles.error,
          banner: styles.error,
          unsupported: styles.error,
        }}
      />
      <ActionLink
        targetId={formId}
        className={styles.link}
        onAction={() => {
          if (lookedUp) setFill({ ...lookedUp });
          setSource('manual');
        }}
      >
        Can't find your address? Enter details manually
      </ActionLink>
      {saved.length ? (
        <button type="button" className={styles.link} onClick={() => setSource('saved')}>
          Choose a saved address
        </button>
      ) : null}
    </>
  );

  return (
    <section className={styles.section} aria-labelledby={ADDRESS_HEADING_ID}>
      <h2 id={ADDRESS_HEADING_ID} className={styles.subheading} tabIndex={-1}>
        Delivery address
      </h2>
      {current && !error ? (
        <p className={styles.muted} data-testid="checkout-address-saved">
          Saved: {current.firstName} {current.lastName}, {oneLine(partsOf(current))}
        </p>
      ) : null}
      {error || problem ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error ?? problem}
        </p>
      ) : null}
      <CheckoutAddressForm
        id={formId}
        className={styles.form}
        manualEntry={source === 'manual'}
        defaultValues={startValues}
        lookedUp={sentParts}
        fill={fill}
        busy={saving}
        submitLabel={current ? 'Update address' : 'Use this address'}
        onSubmit={submit}
        lookup={
          <div ref={slot} className={styles.form}>
            {source === 'saved' ? savedList : lookupField}
          </div>
        }
        classNames={{
          ...formFieldClassNames,
          select: fieldStyles.control,
          submit: styles.primary,
        }}
        actions={
          source === 'manual' ? (
            <button type="button" className={styles.link} onClick={() => setSource(saved.length ? 'saved' : 'lookup')}>
              Search for the address instead
            </button>
          ) : null
        }
      />
    </section>
  );
}
