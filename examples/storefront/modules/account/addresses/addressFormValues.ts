import type { StoredAddress } from '@bookshop/react';
import type { AddressFormInput } from '@bookshop/sdk/rules';

/** The parts of an address the manual form shows: a stored address, or one the lookup retrieved. */
export type AddressParts = Pick<
  Partial<StoredAddress>,
  'id' | 'building' | 'streetNumber' | 'streetName' | 'pOBox' | 'additionalStreetInfo' | 'city' | 'state' | 'postalCode'
> & { country?: string | null };

/**
 * The manual form's values for a stored address, the reverse of how the server stores the form (Australia: suburb in
 * `city`, the state code in `state`; New Zealand: suburb in `additionalStreetInfo`, the city in `city`). A looked-up
 * address reads the same way: the lookup's parts fill the form when the shopper switches to it after a pick.
 */
export function addressFormValues(address: AddressParts): AddressFormInput {
  const isNz = address.country === 'NZ';
  return {
    building: address.building ?? '',
    street: [address.streetNumber, address.streetName].filter(Boolean).join(' ') || (address.pOBox ?? ''),
    suburb: (isNz ? address.additionalStreetInfo : address.city) ?? '',
    postcode: address.postalCode ?? '',
    country: isNz ? 'NZ' : 'AU',
    stateOrCity: (isNz ? address.city : address.state) ?? '',
  };
}
