import type { Customer } from '@bookshop/sdk';
import type {
  AddressAddInput,
  AddressDeleteInput,
  AddressEditInput,
  SetDefaultAddressInput,
} from '@bookshop/sdk/rules';
import { useCallback, useMemo } from 'react';
import type { CustomerSource } from '../customer/customerSource';
import { type CustomerOptions, useCustomer } from '../customer/useCustomer';
import { type AddressBookView, addressBookView, withDefaultAddress, withoutAddress } from './addressBookView';

/**
 * Where the address book reads the customer and sends its changes: each write answers the customer after it. The
 * add and edit inputs are the app's own (the SDK's planner inputs by default), so a site can send form values or a
 * lookup id to its routes and build the address on the server.
 */
export interface AddressBookSource<AddInput = AddressAddInput, EditInput = AddressEditInput> extends CustomerSource {
  add(input: AddInput): Promise<Customer>;
  edit(input: EditInput): Promise<Customer>;
  remove(input: AddressDeleteInput): Promise<Customer>;
  setDefault(input: SetDefaultAddressInput): Promise<Customer>;
}

/** What `useAddressBook` answers: the lists, and writes that update the shared customer. */
export interface AddressBookState<AddInput = AddressAddInput, EditInput = AddressEditInput> extends AddressBookView {
  customer: Customer | null | undefined;
  error: unknown;
  isLoading: boolean;
  /** Adds an address; the lists change once the customer comes back. Throws the write's failure. */
  add(input: AddInput): Promise<Customer>;
  /** Edits an address; the lists change once the customer comes back. Throws the write's failure. */
  edit(input: EditInput): Promise<Customer>;
  /** Deletes an address, gone from the lists at once and put back if the write fails (which is thrown). */
  remove(input: AddressDeleteInput): Promise<Customer>;
  /** Makes an address the default at once, put back if the write fails (which is thrown). */
  setDefault(input: SetDefaultAddressInput): Promise<Customer>;
}

/**
 * The signed-in customer's address book on the same cache as `useCustomer` (`CUSTOMER_CACHE_KEY`): delivery and
 * billing lists with their defaults, and writes whose answer becomes the customer everywhere it is shown. Deleting
 * and setting a default show at once and roll back on failure; adds and edits wait for the saved address.
 *
 * @example
 * ```tsx
 * const book = useAddressBook(source, { fallbackData: customerFromServer });
 * book.delivery.map((entry) => <li key={entry.id}>{entry.line}</li>);
 * await book.setDefault({ id, type: 'shipping' });
 * ```
 */
export function useAddressBook<AddInput = AddressAddInput, EditInput = AddressEditInput>(
  source: AddressBookSource<AddInput, EditInput>,
  options: CustomerOptions = {},
): AddressBookState<AddInput, EditInput> {
  const { customer, error, isLoading, save } = useCustomer(source, options);
  const view = useMemo(() => addressBookView(customer), [customer]);
  const add = useCallback((input: AddInput) => save(() => source.add(input)), [save, source]);
  const edit = useCallback((input: EditInput) => save(() => source.edit(input)), [save, source]);
  const remove = useCallback(
    (input: AddressDeleteInput) =>
      save(
        () => source.remove(input),
        (current) => withoutAddress(current, input.id),
      ),
    [save, source],
  );
  const setDefault = useCallback(
    (input: SetDefaultAddressInput) =>
      save(
        () => source.setDefault(input),
        (current) => withDefaultAddress(current, input.id, input.type),
      ),
    [save, source],
  );
  return { ...view, customer, error, isLoading, add, edit, remove, setDefault };
}
