import type { MyCustomerUpdateAction } from '../generated/graphql';
import {
  type AddressBookCustomer,
  addressBook,
  PRINTED_CATALOGS_FIELD,
  relinkDefaults,
  removeFromBook,
} from './addressBook';
import { customFieldValue } from './customFieldValue';

/** What the 'Delete address' link submits. */
export interface AddressDeleteInput {
  /** The id of the stored address to delete. */
  id: string;
}

/**
 * The update actions that delete an address, for one `updateMyCustomer` request (spec A4): the address is
 * removed (commercetools unlinks it and clears a default that pointed at it), each type's default is re-linked
 * to its first remaining address, and when no default delivery address is left the custom field
 * `printed_catalogs` is set to false. Deleting an address the customer does not have plans nothing.
 *
 * @example
 * ```ts
 * // the only address, default for both types:
 * planAddressDelete(customer, { id: 'a1' });
 * // [
 * //   { removeAddress: { addressId: 'a1' } },
 * //   { setCustomField: { name: 'printed_catalogs', value: 'false' } },
 * // ]
 * ```
 */
export function planAddressDelete(customer: AddressBookCustomer, { id }: AddressDeleteInput): MyCustomerUpdateAction[] {
  if (!customer.addresses.some((stored) => stored.id === id)) return [];
  const book = addressBook(customer);
  removeFromBook(book, id);
  const actions: MyCustomerUpdateAction[] = [{ removeAddress: { addressId: id } }, ...relinkDefaults(book)];
  if (book.defaults.shipping === null) {
    actions.push({ setCustomField: { name: PRINTED_CATALOGS_FIELD, value: customFieldValue(false) } });
  }
  return actions;
}
