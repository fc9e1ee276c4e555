import type { AddressInput, MyCustomerUpdateAction } from '../generated/graphql';
import { type AddressBookCustomer, addressBook, addressDraft, relinkDefaults } from './addressBook';

/** What the Edit address modal submits. */
export interface AddressEditInput {
  /** The id of the stored address being edited. */
  id: string;
  /** The new address fields; they replace the old ones (the address keeps its id and key). */
  address: AddressInput;
}

/**
 * The update actions that edit an address, for one `updateMyCustomer` request (spec A4): the address is
 * replaced (keeping its key), and any type that has linked addresses but no default is re-linked to its first
 * remaining address. Editing an address the customer does not have plans nothing.
 *
 * @example
 * ```ts
 * planAddressEdit(customer, { id: 'a1', address: { streetNumber: '2', streetName: 'High St', country: 'AU' } });
 * // [{ changeAddress: { addressId: 'a1', address: { streetNumber: '2', streetName: 'High St', country: 'AU' } } }]
 * ```
 */
export function planAddressEdit(
  customer: AddressBookCustomer,
  { id, address }: AddressEditInput,
): MyCustomerUpdateAction[] {
  const existing = customer.addresses.find((stored) => stored.id === id);
  if (!existing) return [];
  const change: MyCustomerUpdateAction = {
    changeAddress: { addressId: id, address: addressDraft(address, existing.key) },
  };
  return [change, ...relinkDefaults(addressBook(customer))];
}
