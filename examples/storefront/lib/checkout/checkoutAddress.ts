import type { AddressInput } from '@bookshop/sdk';
import { type AddressFormInput, type CheckoutAddressInput, splitStreet } from '@bookshop/sdk/rules';

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

const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;

/**
 * The cart address for checkout's address form, the same mapping as the address book's: Australia keeps the suburb
 * as the city and the State select as the state; New Zealand the City field as the city and the suburb with the
 * street. The street line splits into number and name; the whole address is also kept on one line.
 */
export function cartAddressFromForm(
  contact: Pick<CheckoutAddressInput, 'firstName' | 'lastName' | 'mobile'>,
  parts: AddressFormInput,
): AddressInput {
  const { streetNumber, streetName } = splitStreet(parts.street);
  const isAu = parts.country === 'AU';
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    mobile: contact.mobile,
    // A looked-up street address often has no house or unit: commerce keeps no empty part.
    building: parts.building || undefined,
    streetNumber,
    streetName,
    ...(isAu
      ? { city: parts.suburb, state: parts.stateOrCity }
      : { additionalStreetInfo: parts.suburb, city: parts.stateOrCity }),
    postalCode: parts.postcode,
    country: parts.country,
    additionalAddressInfo: [parts.street, parts.suburb, parts.stateOrCity, parts.postcode, COUNTRY_NAMES[parts.country]]
      .filter(Boolean)
      .join(', '),
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
