import { describe, expect, it } from 'vitest';
import { addressFromForm } from './addressFromForm';

describe('addressFromForm', () => {
  it('stores an Australian suburb as the city and the State select as the state, the street split', () => {
    expect(
      addressFromForm({
        building: 'Unit 5',
        street: '7 Example  Street',
        suburb: 'Brisbane City',
        postcode: '4000',
        country: 'AU',
        stateOrCity: 'QLD',
      }),
    ).toEqual({
      building: 'Unit 5',
      streetNumber: '7',
      streetName: 'Example Street',
      city: 'Brisbane City',
      state: 'QLD',
      postalCode: '4000',
      country: 'AU',
      additionalAddressInfo: '7 Example  Street, Brisbane City, QLD, 4000, Australia',
    });
  });

  it('stores a New Zealand city as the city and the suburb with the street', () => {
    expect(
      addressFromForm({
        building: '1',
        street: '3 Beach Road',
        suburb: 'Frankton',
        postcode: '9300',
        country: 'NZ',
        stateOrCity: 'Queenstown',
      }),
    ).toMatchObject({ city: 'Queenstown', additionalStreetInfo: 'Frankton', country: 'NZ' });
  });

  it('leaves out an empty house or unit, as a looked-up address has none, so it is read back as looked up', () => {
    const address = addressFromForm({
      building: '',
      street: '12 Wattle Street',
      suburb: 'Winnellie',
      postcode: '0821',
      country: 'AU',
      stateOrCity: 'NT',
    });
    expect(address.building).toBeUndefined();
    expect(address.additionalAddressInfo).toBe('12 Wattle Street, Winnellie, NT, 0821, Australia');
  });
});
