import type { AddressInput } from '@bookshop/sdk';
import { type AddressFormInput, splitStreet } from '@bookshop/sdk/rules';

const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;

/**
 * commerce's address for the address form's values, saved to the address book or set on the basket at checkout.
 * Australia: the suburb is the address's city and the State select its state. New Zealand: the City field is its city
 * and the suburb goes with the street (additional street info). The street line splits into number and name (spec
 * A5); `additionalAddressInfo` joins the whole address on one line.
 */
export function addressFromForm(values: AddressFormInput): AddressInput {
  const { streetNumber, streetName } = splitStreet(values.street);
  const isAu = values.country === 'AU';
  return {
    // A looked-up street address often has no house or unit (only the manual form requires one), and commerce keeps
    // no empty part; an address without one reads back as looked up (`formFromCartAddress`).
    building: values.building || undefined,
    streetNumber,
    streetName,
    ...(isAu
      ? { city: values.suburb, state: values.stateOrCity }
      : { additionalStreetInfo: values.suburb, city: values.stateOrCity }),
    postalCode: values.postcode,
    country: values.country,
    additionalAddressInfo: [
      values.street,
      values.suburb,
      values.stateOrCity,
      values.postcode,
      COUNTRY_NAMES[values.country],
    ]
      .filter(Boolean)
      .join(', '),
  };
}
