import type { StoredAddress } from '@bookshop/react';
import type { AddressFormInput } from '@bookshop/sdk/rules';

/**
 * The manual form's values for a stored address, the reverse of how the server stores the form (Australia: suburb in
 * `city`, the state code in `state`; New Zealand: suburb in `additionalStreetInfo`, the city in `city`).
 */
export function addressFormValues(address: StoredAddress): AddressFormInput {
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
