import type { AddressInput } from '@bookshop/sdk';
import type { AddressFormInput, CheckoutAddressInput } from '@bookshop/sdk/rules';
import { addressFromForm } from '../account/addressFromForm';

/** commerce's address as the cart reads it back (the SDK's `CartAddressFields`). */
export interface CartAddress {
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  building?: string | null;
  streetNumber?: string | null;
  streetName?: string | null;
  additionalStreetInfo?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country: string;
  company?: string | null;
  externalId?: string | null;
}

/** The cart address for checkout's address form: the contact, then the address book's own mapping of the address. */
export function cartAddressFromForm(
  contact: Pick<CheckoutAddressInput, 'firstName' | 'lastName' | 'mobile'>,
  parts: AddressFormInput,
): AddressInput {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    mobile: contact.mobile,
    ...addressFromForm(parts),
  };
}

/**
 * The form's values for a cart address (what {@link cartAddressFromForm} made): a manual entry to edit, unless it has no
 * house or unit, which only the lookup gives (the manual form requires one), so it stays the looked-up address.
 */
export function formFromCartAddress(address: CartAddress): CheckoutAddressInput {
  const isAu = address.country !== 'NZ';
  return {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    mobile: address.mobile ?? '',
    manualEntry: Boolean(address.building),
    building: address.building ?? '',
    street: [address.streetNumber, address.streetName].filter(Boolean).join(' '),
    suburb: (isAu ? address.city : address.additionalStreetInfo) ?? '',
    postcode: address.postalCode ?? '',
    country: isAu ? 'AU' : 'NZ',
    stateOrCity: (isAu ? address.state : address.city) ?? '',
  };
}

/** The address on one line, as the confirmation shows where the order goes. */
export function addressLine(address: CartAddress): string {
  const street = [address.building, [address.streetNumber, address.streetName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const isAu = address.country !== 'NZ';
  const place = isAu
    ? [address.city, address.state, address.postalCode]
    : [address.additionalStreetInfo, address.city, address.postalCode];
  return [street, place.filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
