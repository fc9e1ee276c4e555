import type { Customer } from '@bookshop/sdk';
import type { AddressType } from '@bookshop/sdk/rules';

/** One stored address as the customer has it. */
export type StoredAddress = Customer['addresses'][number];

/** A saved address with an id, as the address book lists it. */
export interface SavedAddress {
  id: string;
  address: StoredAddress;
  /** The address on one line: building, street, suburb or city, state or region, postcode, country. */
  line: string;
  /** Whether it is the default of the list it is in. */
  isDefault: boolean;
}

/** The customer's addresses, split into the delivery and billing lists with their defaults. */
export interface AddressBookView {
  delivery: SavedAddress[];
  billing: SavedAddress[];
  defaultDelivery: SavedAddress | null;
  defaultBilling: SavedAddress | null;
}

const COUNTRY_NAMES: Record<string, string> = { AU: 'Australia', NZ: 'New Zealand' };

/**
 * An address on one line, for lists and accessible names: building, street, additional street info (a suburb),
 * city, state or region, postcode and country, the empty parts left out.
 *
 * @example
 * ```ts
 * addressLine({ building: 'Unit 2', streetNumber: '12', streetName: 'Ruthven Street', city: 'Toowoomba',
 *   state: 'QLD', postalCode: '4350', country: 'AU' });
 * // 'Unit 2, 12 Ruthven Street, Toowoomba, QLD, 4350, Australia'
 * ```
 */
export function addressLine(address: Partial<StoredAddress>): string {
  const street = address.pOBox || [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  return [
    address.building,
    street,
    address.additionalStreetInfo,
    address.city,
    address.state || address.region,
    address.postalCode,
    address.country ? (COUNTRY_NAMES[address.country] ?? address.country) : '',
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The customer's delivery and billing lists (in the order the customer has them) and their defaults; a link or a
 * default that names no stored address is left out, as the SDK's planners treat it.
 *
 * @example
 * ```ts
 * const { delivery, defaultDelivery } = addressBookView(customer);
 * ```
 */
export function addressBookView(customer: Customer | null | undefined): AddressBookView {
  if (!customer) return { delivery: [], billing: [], defaultDelivery: null, defaultBilling: null };
  const byId = new Map(customer.addresses.flatMap((address) => (address.id ? [[address.id, address] as const] : [])));
  const list = (ids: string[], defaultId: string | null | undefined): SavedAddress[] =>
    ids.flatMap((id) => {
      const address = byId.get(id);
      return address ? [{ id, address, line: addressLine(address), isDefault: id === defaultId }] : [];
    });
  const delivery = list(customer.shippingAddressIds, customer.defaultShippingAddressId);
  const billing = list(customer.billingAddressIds, customer.defaultBillingAddressId);
  return {
    delivery,
    billing,
    defaultDelivery: delivery.find((entry) => entry.isDefault) ?? null,
    defaultBilling: billing.find((entry) => entry.isDefault) ?? null,
  };
}

const DEFAULT_FIELD = { shipping: 'defaultShippingAddressId', billing: 'defaultBillingAddressId' } as const;
const LIST_FIELD = { shipping: 'shippingAddressIds', billing: 'billingAddressIds' } as const;

/**
 * The customer as a delete will leave it, for showing at once: the address gone from both lists, and a default it
 * was replaced by the first remaining address of that list (as the SDK's delete plan re-links it).
 *
 * @example
 * ```ts
 * save(() => api.remove({ id }), (current) => withoutAddress(current, id));
 * ```
 */
export function withoutAddress(customer: Customer, id: string): Customer {
  const next: Customer = {
    ...customer,
    addresses: customer.addresses.filter((address) => address.id !== id),
    shippingAddressIds: customer.shippingAddressIds.filter((linked) => linked !== id),
    billingAddressIds: customer.billingAddressIds.filter((linked) => linked !== id),
  };
  for (const type of ['shipping', 'billing'] as const) {
    if (customer[DEFAULT_FIELD[type]] === id) next[DEFAULT_FIELD[type]] = next[LIST_FIELD[type]][0] ?? null;
  }
  return next;
}

/**
 * The customer with a stored address as the default of a type (linked to that type first when it was not), for
 * showing at once while the change is saved.
 *
 * @example
 * ```ts
 * save(() => api.setDefault({ id, type: 'shipping' }), (current) => withDefaultAddress(current, id, 'shipping'));
 * ```
 */
export function withDefaultAddress(customer: Customer, id: string, type: AddressType): Customer {
  if (!customer.addresses.some((address) => address.id === id)) return customer;
  const list = customer[LIST_FIELD[type]];
  return {
    ...customer,
    [LIST_FIELD[type]]: list.includes(id) ? list : [...list, id],
    [DEFAULT_FIELD[type]]: id,
  };
}
