// Shared internals of the address planners (planAddressAdd, planAddressEdit, planAddressDelete,
// planSetDefaultAddress): a small model of a customer's address book that a plan updates as it adds actions,
// so that the defaults can be re-linked at the end of every plan.
import type { AddressInput, CustomerFieldsFragment, MyCustomerUpdateAction } from '../generated/graphql';

/** Which list an address is linked to: delivery ('shipping') or billing. */
export type AddressType = 'shipping' | 'billing';

/** The part of the GraphQL customer the address planners read. */
export type AddressBookCustomer = Pick<
  CustomerFieldsFragment,
  'addresses' | 'shippingAddressIds' | 'billingAddressIds' | 'defaultShippingAddressId' | 'defaultBillingAddressId'
>;

/**
 * The custom field that records whether the customer gets printed catalogues (a JSON boolean).
 *
 * @example
 * ```ts
 * ({ setCustomField: { name: PRINTED_CATALOGS_FIELD, value: customFieldValue(false) } });
 * ```
 */
export const PRINTED_CATALOGS_FIELD = 'printed_catalogs';

/** How an update action points at an address: by id when it is stored, by key when it is added in the same request. */
type AddressRef = { addressId: string } | { addressKey: string };

/**
 * A plan's view of the address book. Addresses are named by handle: the id of a stored address or the key of
 * one the plan adds (new keys never equal an existing id or key, so handles are unique).
 */
export interface AddressBook {
  /** Every address the customer has, stored or added by the plan. */
  handles: Set<string>;
  /** The addresses the plan adds, referred to by key. */
  added: Set<string>;
  lists: Record<AddressType, string[]>;
  defaults: Record<AddressType, string | null>;
}

const TYPES: readonly AddressType[] = ['shipping', 'billing'];

/**
 * The other address type.
 *
 * @example
 * ```ts
 * otherType('shipping'); // 'billing'
 * ```
 */
export function otherType(type: AddressType): AddressType {
  return type === 'shipping' ? 'billing' : 'shipping';
}

/**
 * The plan's model of a customer's stored addresses. Links to addresses that do not exist are dropped and a
 * default that does not point at an address counts as no default.
 *
 * @example
 * ```ts
 * addressBook(customer).defaults.shipping; // the default delivery address id, or null
 * ```
 */
export function addressBook(customer: AddressBookCustomer): AddressBook {
  const handles = new Set<string>();
  for (const { id } of customer.addresses) if (id) handles.add(id);
  const known = (id: string | null | undefined): string | null => (id && handles.has(id) ? id : null);
  return {
    handles,
    added: new Set(),
    lists: {
      shipping: customer.shippingAddressIds.filter((id) => handles.has(id)),
      billing: customer.billingAddressIds.filter((id) => handles.has(id)),
    },
    defaults: {
      shipping: known(customer.defaultShippingAddressId),
      billing: known(customer.defaultBillingAddressId),
    },
  };
}

/**
 * A generator of address keys for new addresses: `{prefix}-{n}` (`address-{n}` by default) from the number of stored
 * addresses up, skipping any key or id already in use. Deterministic: the same customer and prefix always get the same
 * keys. Changes planned at once from one copy of the customer need different prefixes, or their keys collide.
 *
 * @example
 * ```ts
 * const nextKey = addressKeys({ addresses: [{ id: 'a1', country: 'AU' }] });
 * nextKey(); // 'address-2'
 * nextKey(); // 'address-3'
 * ```
 */
export function addressKeys(customer: Pick<AddressBookCustomer, 'addresses'>, prefix = 'address'): () => string {
  const taken = new Set<string>();
  for (const { id, key } of customer.addresses) {
    if (id) taken.add(id);
    if (key) taken.add(key);
  }
  let n = customer.addresses.length;
  return () => {
    let key: string;
    do {
      n += 1;
      key = `${prefix}-${n}`;
    } while (taken.has(key));
    taken.add(key);
    return key;
  };
}

/**
 * The address to send: the form's fields without any `id`, with the given `key` (or none).
 *
 * @example
 * ```ts
 * addressDraft({ id: 'x', country: 'AU', city: 'Perth' }, 'address-1'); // { country: 'AU', city: 'Perth', key: 'address-1' }
 * ```
 */
export function addressDraft(address: AddressInput, key: string | null | undefined): AddressInput {
  const { id: _id, key: _key, ...fields } = address;
  return key ? { ...fields, key } : fields;
}

function refOf(book: AddressBook, handle: string): AddressRef {
  return book.added.has(handle) ? { addressKey: handle } : { addressId: handle };
}

/**
 * Records a new address (added under `key`) in the book.
 *
 * @example
 * ```ts
 * addToBook(book, 'address-2');
 * ```
 */
export function addToBook(book: AddressBook, key: string): void {
  book.handles.add(key);
  book.added.add(key);
}

/**
 * The action linking an address to a type, recorded in the book.
 *
 * @example
 * ```ts
 * linkAddress(book, 'shipping', 'address-2'); // { addShippingAddressId: { addressKey: 'address-2' } }
 * ```
 */
export function linkAddress(book: AddressBook, type: AddressType, handle: string): MyCustomerUpdateAction {
  book.lists[type].push(handle);
  const ref = refOf(book, handle);
  return type === 'shipping' ? { addShippingAddressId: ref } : { addBillingAddressId: ref };
}

/**
 * The action making an address the default of a type, recorded in the book. The address must already be linked
 * to that type (planners link it first, so the plan does not rely on commercetools linking it implicitly).
 *
 * @example
 * ```ts
 * setDefault(book, 'billing', 'a1'); // { setDefaultBillingAddress: { addressId: 'a1' } }
 * ```
 */
export function setDefault(book: AddressBook, type: AddressType, handle: string): MyCustomerUpdateAction {
  book.defaults[type] = handle;
  const ref = refOf(book, handle);
  return type === 'shipping' ? { setDefaultShippingAddress: ref } : { setDefaultBillingAddress: ref };
}

/**
 * Records the removal of a stored address: commercetools also unlinks it and clears a default that pointed at it.
 *
 * @example
 * ```ts
 * removeFromBook(book, 'a1');
 * ```
 */
export function removeFromBook(book: AddressBook, handle: string): void {
  book.handles.delete(handle);
  for (const type of TYPES) {
    book.lists[type] = book.lists[type].filter((entry) => entry !== handle);
    if (book.defaults[type] === handle) book.defaults[type] = null;
  }
}

/**
 * The actions that give each type a default again when it has none but still has linked addresses: the first
 * remaining address of that type becomes the default (spec A4, 'defaults are re-linked').
 *
 * @example
 * ```ts
 * relinkDefaults(book); // [{ setDefaultShippingAddress: { addressId: 'a2' } }] after the default was removed
 * ```
 */
export function relinkDefaults(book: AddressBook): MyCustomerUpdateAction[] {
  const actions: MyCustomerUpdateAction[] = [];
  for (const type of TYPES) {
    const next = book.lists[type][0];
    if (book.defaults[type] === null && next !== undefined) actions.push(setDefault(book, type, next));
  }
  return actions;
}
