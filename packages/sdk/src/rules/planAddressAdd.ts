import type { AddressInput, MyCustomerUpdateAction } from '../generated/graphql';
import {
  type AddressBookCustomer,
  type AddressType,
  addressBook,
  addressDraft,
  addressKeys,
  addToBook,
  linkAddress,
  otherType,
  relinkDefaults,
  setDefault,
} from './addressBook';

/** What the Add address modal submits. */
export interface AddressAddInput {
  /** The address fields; any `id` or `key` is replaced. */
  address: AddressInput;
  /** The modal's type: a delivery ('shipping') or billing address. */
  type: AddressType;
  /** The 'Same as billing/delivery address' checkbox. */
  sameAsOther?: boolean;
  /**
   * The new keys' prefix (`address` by default, giving `address-{n}`). Adds planned at the same time from one copy of
   * the customer each need their own, so that re-sent after a version conflict they do not collide.
   */
  keyPrefix?: string;
}

/**
 * The update actions that add an address, for one `updateMyCustomer` request (spec A4):
 * the address is added and linked by the modal's type; if 'same as' is checked or the customer had no
 * addresses, a second copy is added and linked for the other type; a new address becomes the default of its
 * type when that type had none. New addresses get deterministic keys (`address-{n}`, or `{keyPrefix}-{n}`) so they
 * can be linked and made default in the same request. A type that has linked addresses but no default gets one back.
 *
 * @example
 * ```ts
 * planAddressAdd(
 *   { addresses: [], shippingAddressIds: [], billingAddressIds: [] },
 *   { address: { streetNumber: '1', streetName: 'Main St', city: 'Perth', country: 'AU' }, type: 'shipping' },
 * );
 * // [
 * //   { addAddress: { address: { streetNumber: '1', streetName: 'Main St', city: 'Perth', country: 'AU', key: 'address-1' } } },
 * //   { addShippingAddressId: { addressKey: 'address-1' } },
 * //   { setDefaultShippingAddress: { addressKey: 'address-1' } },
 * //   { addAddress: { address: { ...same fields, key: 'address-2' } } },
 * //   { addBillingAddressId: { addressKey: 'address-2' } },
 * //   { setDefaultBillingAddress: { addressKey: 'address-2' } },
 * // ]
 * ```
 */
export function planAddressAdd(
  customer: AddressBookCustomer,
  { address, type, sameAsOther = false, keyPrefix }: AddressAddInput,
): MyCustomerUpdateAction[] {
  const book = addressBook(customer);
  const nextKey = addressKeys(customer, keyPrefix);
  const types = sameAsOther || customer.addresses.length === 0 ? [type, otherType(type)] : [type];
  const actions: MyCustomerUpdateAction[] = [];
  for (const linkType of types) {
    const key = nextKey();
    addToBook(book, key);
    actions.push({ addAddress: { address: addressDraft(address, key) } }, linkAddress(book, linkType, key));
    if (book.defaults[linkType] === null) actions.push(setDefault(book, linkType, key));
  }
  return [...actions, ...relinkDefaults(book)];
}
