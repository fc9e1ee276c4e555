'use client';

import {
  type AddressBookState,
  AddressForm,
  AddressLookup,
  Modal,
  type SavedAddress,
  useAddressLookup,
} from '@bookshop/react';
import type { AddressLookupResult } from '@bookshop/sdk';
import {
  ADDRESS_LOOKUP_EMPTY_MESSAGE,
  type AddressFormInput,
  type AddressType,
  customerKind,
  showSameAsCheckbox,
} from '@bookshop/sdk/rules';
import { type RefObject, useId, useState } from 'react';
import { type AddressEdit, addressLookupSource } from '@/lib/account/addressesApi';
import type { AddAddressRequest, AddressSourceRequest } from '@/lib/account/addressInput';
import { RouteCallError } from '@/lib/http/callRoute';
import { ActionLink } from '@/modules/ui/ActionLink';
import fieldStyles from '@/modules/ui/Field.module.css';
import { toast } from '@/modules/ui/toast';
import styles from './addresses.module.css';
import { addressFormValues } from './addressFormValues';

/** Which modal: adding an address of a type, or editing a saved one. */
export type AddressModalMode =
  | { kind: 'add'; type: AddressType }
  | { kind: 'edit'; type: AddressType; entry: SavedAddress };

export interface AddressModalProps {
  mode: AddressModalMode;
  book: AddressBookState<AddAddressRequest, AddressEdit>;
  /** Closes the modal (after a save, Cancel, Escape); the focus goes back to the button that opened it. */
  onClose(): void;
  /** Where the focus goes instead when the opener is gone (the pencil of a deleted address). */
  focusWhenOpenerGone?: RefObject<HTMLElement | null>;
}

const ROW_TITLE: Record<AddressType, string> = { shipping: 'Delivery Address', billing: 'Billing Address' };
const SAME_AS_LABEL: Record<AddressType, string> = {
  shipping: 'Same as billing address',
  billing: 'Same as delivery address',
};

/** What a failed save says in the banner: the route's message for what the shopper sent, otherwise the spec's. */
const failureText = (error: unknown) =>
  error instanceof RouteCallError && (error.status === 400 || error.status === 403)
    ? error.message
    : ADDRESS_LOOKUP_EMPTY_MESSAGE;

/**
 * The Add / Edit address modal (spec A2): the address lookup first, with a link to the manual form; the 'Same as'
 * checkbox when adding (not for business customers); 'Delete address' when editing; Add (or Update) and Cancel.
 * Editing starts on the manual form filled with the saved address.
 */
export function AddressModal({ mode, book, onClose, focusWhenOpenerGone }: AddressModalProps) {
  const editing = mode.kind === 'edit' ? mode.entry : null;
  const [step, setStep] = useState<'lookup' | 'manual'>(editing ? 'manual' : 'lookup');
  const [picked, setPicked] = useState<AddressLookupResult | null>(null);
  const [sameAs, setSameAs] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lookup = useAddressLookup({ source: addressLookupSource, onAddressChange: setPicked });
  const sameAsId = useId();
  const lookupFormId = useId();
  const manualFormId = useId();
  // The button that opened the modal has the focus while it first renders.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const title = editing ? 'Edit address' : 'Add address';
  const submitLabel = editing ? 'Update' : 'Add';
  const rowTitle = ROW_TITLE[mode.type];

  const run = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setBanner(null);
    try {
      await write();
      toast.success(done);
      onClose();
    } catch (error) {
      setBanner(failureText(error));
      setBusy(false);
    }
  };
  const save = (address: AddressSourceRequest) =>
    run(
      () =>
        editing ? book.edit({ id: editing.id, address }) : book.add({ type: mode.type, sameAsOther: sameAs, address }),
      `${rowTitle} updated successfully`,
    );
  const remove = () =>
    editing ? run(() => book.remove({ id: editing.id }), `${rowTitle} updated successfully`) : undefined;

  const sameAsBox =
    !editing && showSameAsCheckbox(customerKind(book.customer)) ? (
      <div className={styles.check}>
        <input id={sameAsId} type="checkbox" checked={sameAs} onChange={(event) => setSameAs(event.target.checked)} />
        <label htmlFor={sameAsId}>{SAME_AS_LABEL[mode.type]}</label>
      </div>
    ) : null;
  const actions = (
    <>
      <button type="button" className={styles.secondary} onClick={onClose}>
        Cancel
      </button>
      {editing ? (
        <ActionLink
          targetId={step === 'lookup' ? lookupFormId : manualFormId}
          className={styles.link}
          onAction={remove}
          busy={busy}
        >
          Delete address
        </ActionLink>
      ) : null}
    </>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      className={styles.dialog}
      classNames={{ overlay: styles.overlay, title: styles.title, close: styles.close }}
      onCloseAutoFocus={(event) => {
        if (opener?.isConnected || !focusWhenOpenerGone?.current) return;
        event.preventDefault();
        focusWhenOpenerGone.current.focus();
      }}
      // Escape in an open suggestion list closes the list, not the modal.
      onEscapeKeyDown={(event) => {
        const target = event.target as HTMLElement | null;
        if (target?.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
        }
      }}
    >
      {banner ? (
        <p role="alert" className={styles.banner}>
          {banner}
        </p>
      ) : null}
      {step === 'lookup' ? (
        <form
          id={lookupFormId}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) void save({ source: 'lookup', id: picked.id });
          }}
        >
          <AddressLookup
            lookup={lookup}
            type={mode.type}
            classNames={{
              countryField: styles.field,
              searchField: styles.searchField,
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
          <ActionLink targetId={manualFormId} className={styles.link} onAction={() => setStep('manual')}>
            Can't find your address? Enter details manually
          </ActionLink>
          {sameAsBox}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={!lookup.state.valid || busy}>
              {submitLabel}
            </button>
            {actions}
          </div>
        </form>
      ) : (
        <>
          <AddressForm
            id={manualFormId}
            className={styles.form}
            // Editing starts from the saved address; after a pick in the lookup, from the parts it retrieved.
            defaultValues={
              editing ? addressFormValues(editing.address) : picked ? addressFormValues(picked.address) : undefined
            }
            submitLabel={submitLabel}
            busy={busy}
            onSubmit={(values: AddressFormInput) => save({ source: 'manual', ...values })}
            classNames={{
              field: styles.field,
              input: fieldStyles.control,
              select: fieldStyles.control,
              fieldError: styles.error,
              submit: styles.primary,
            }}
            actions={actions}
          >
            {sameAsBox}
          </AddressForm>
          <button type="button" className={styles.link} onClick={() => setStep('lookup')}>
            Search for the address instead
          </button>
        </>
      )}
    </Modal>
  );
}
