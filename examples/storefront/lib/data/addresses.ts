import 'server-only';
import {
  type AddressFindInput,
  type AddressFormInput,
  type AddressInput,
  AddressLookupError,
  type AddressLookupResult,
  type AddressSuggestion,
  type AddressType,
  accountRows,
  type Customer,
  customerKind,
} from '@bookshop/sdk';
import * as z from 'zod/mini';
import { addressFromForm } from '../account/addressFromForm';
import { addressIdParam } from '../account/addressInput';
import { bookshop, shopperBookshop } from '../bookshop';
import { RouteRefusal } from '../http/routeRefusal';

/** Where an address being saved comes from: the manual form's fields, or a lookup result the server retrieves. */
export type AddressSource = ({ source: 'manual' } & AddressFormInput) | { source: 'lookup'; id: string };

/**
 * The refusal a business customer gets for any address change: their Delivery Address is read-only (spec A6), whatever
 * the browser sends.
 */
export const BUSINESS_ADDRESS_REFUSAL =
  'Delivery addresses of a business account cannot be changed online. Please contact customer service.';

/** Whether the customer may change their saved addresses (the Delivery Address row is editable for them). */
export function mayChangeAddresses(customer: Customer): boolean {
  return accountRows(customerKind(customer)).some((row) => row.key === 'deliveryAddress' && row.editable);
}

/** Lookup suggestions for the typed text (or a container's addresses). Throws `AddressLookupError` on failure. */
export function findAddressSuggestions(input: AddressFindInput, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return bookshop().lookup.find(input, { signal });
}

/** A lookup result's full address. Throws `AddressLookupError` on failure or for an unknown id. */
export function retrieveLookupAddress(id: string, signal?: AbortSignal): Promise<AddressLookupResult> {
  return bookshop().lookup.retrieve(id, { signal });
}

/**
 * The address to store for a source: the manual form's values as they are, or the lookup's own answer for the id, so
 * the browser cannot pass off an address the lookup never gave; a type the shop cannot accept is refused with its
 * message. Lookup failures are thrown (`AddressLookupError`).
 */
export async function addressFromSource(
  source: AddressSource,
): Promise<{ ok: true; address: AddressInput } | { ok: false; message: string }> {
  if (source.source === 'manual') return { ok: true, address: addressFromForm(source) };
  let result: AddressLookupResult;
  try {
    result = await retrieveLookupAddress(source.id);
  } catch (error) {
    // Loqate's 'Id Invalid': an id the lookup never gave, which is the request's fault, not an outage.
    if (error instanceof AddressLookupError && error.code === '1001') {
      return { ok: false, message: 'Choose an address from the list' };
    }
    throw error;
  }
  const { address, unsupported } = result;
  if (unsupported) return { ok: false, message: unsupported.message };
  const { pOBox: _pOBox, ...fields } = address;
  return { ok: true, address: fields };
}

/** Whether the customer has a stored address with this id. */
export const hasAddress = (customer: Customer, id: string) => customer.addresses.some((address) => address.id === id);

/**
 * Refuses a change to the customer's address book before anything sent is read: any change of a business customer's
 * (403, whatever the request holds), then one naming an `id` that is not among their addresses (404).
 */
export function checkAddressChange(customer: Customer, id?: string): void {
  if (!mayChangeAddresses(customer)) throw new RouteRefusal(BUSINESS_ADDRESS_REFUSAL, 403);
  if (id !== undefined && (!z.safeParse(addressIdParam, id).success || !hasAddress(customer, id))) {
    throw new RouteRefusal('This address is not in your address book', 404);
  }
}

// The SDK answers `undefined` only for a customer without a version, which `me()` never gives; the customer as it
// was is then the honest answer.

/** Adds an address through the SDK's planner (linking, 'same as' copy, first address as default). */
export async function addAddress(
  customer: Customer,
  input: { address: AddressInput; type: AddressType; sameAsOther: boolean },
): Promise<Customer> {
  return (await (await shopperBookshop()).addresses.add(customer, input)) ?? customer;
}

/** Replaces a stored address's fields (defaults re-linked as the planner decides). */
export async function editAddress(customer: Customer, input: { id: string; address: AddressInput }): Promise<Customer> {
  return (await (await shopperBookshop()).addresses.edit(customer, input)) ?? customer;
}

/** Deletes a stored address (defaults re-linked; `printed_catalogs` false when no default delivery address is left). */
export async function removeAddress(customer: Customer, id: string): Promise<Customer> {
  return (await (await shopperBookshop()).addresses.remove(customer, { id })) ?? customer;
}

/** Makes a stored address the default of a type. */
export async function setDefaultAddress(
  customer: Customer,
  input: { id: string; type: AddressType },
): Promise<Customer> {
  return (await (await shopperBookshop()).addresses.setDefault(customer, input)) ?? customer;
}
