import type { MyCustomerUpdateAction } from '../generated/graphql';
import {
  type AddressBookCustomer,
  type AddressType,
  addressBook,
  linkAddress,
  relinkDefaults,
  setDefault,
} from './addressBook';

/** What the 'Set as Default' button submits. */
export interface SetDefaultAddressInput {
  /** The id of the stored address to make the default. */
  id: string;
  /** Which default: delivery ('shipping') or billing. */
  type: AddressType;
}

/**
 * The update actions that make a stored address the default of a type, for one `updateMyCustomer` request:
 * the address is linked to that type first if it was not, then made the default; a type left without a default
 * while it has linked addresses is re-linked too. An address that is already the default, or that the customer
 * does not have, plans nothing.
 *
 * @example
 * ```ts
 * planSetDefaultAddress(customer, { id: 'a2', type: 'shipping' });
 * // [{ setDefaultShippingAddress: { addressId: 'a2' } }]
 * ```
 */
export function planSetDefaultAddress(
  customer: AddressBookCustomer,
  { id, type }: SetDefaultAddressInput,
): MyCustomerUpdateAction[] {
  const book = addressBook(customer);
  if (!book.handles.has(id) || book.defaults[type] === id) return [];
  const actions: MyCustomerUpdateAction[] = [];
  if (!book.lists[type].includes(id)) actions.push(linkAddress(book, type, id));
  actions.push(setDefault(book, type, id));
  return [...actions, ...relinkDefaults(book)];
}
