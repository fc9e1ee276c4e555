import type { LookupAddress } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { addressFormValues } from './addressFormValues';

describe('addressFormValues', () => {
  it('reads an Australian address back into the form', () => {
    expect(
      addressFormValues({
        id: 'a1',
        building: 'Unit 2',
        streetNumber: '12',
        streetName: 'Ruthven Street',
        city: 'Toowoomba',
        state: 'QLD',
        postalCode: '4350',
        country: 'AU',
      }),
    ).toEqual({
      building: 'Unit 2',
      street: '12 Ruthven Street',
      suburb: 'Toowoomba',
      postcode: '4350',
      country: 'AU',
      stateOrCity: 'QLD',
    });
  });

  it('reads a New Zealand address back, suburb from the street info and the city as city', () => {
    expect(
      addressFormValues({
        id: 'a2',
        streetNumber: '3',
        streetName: 'Beach Road',
        additionalStreetInfo: 'Frankton',
        city: 'Queenstown',
        postalCode: '9300',
        country: 'NZ',
      }),
    ).toEqual({
      building: '',
      street: '3 Beach Road',
      suburb: 'Frankton',
      postcode: '9300',
      country: 'NZ',
      stateOrCity: 'Queenstown',
    });
  });

  it('leaves missing parts empty for the shopper to fill in', () => {
    expect(addressFormValues({ country: 'AU' })).toEqual({
      building: '',
      street: '',
      suburb: '',
      postcode: '',
      country: 'AU',
      stateOrCity: '',
    });
  });

  it('reads a looked-up address (no id, the one-line text beside) into the form', () => {
    const looked: LookupAddress = {
      streetNumber: '12',
      streetName: 'Ruthven Street',
      additionalAddressInfo: '12 Ruthven Street, Toowoomba, QLD, 4350, Australia',
      city: 'Toowoomba',
      state: 'QLD',
      postalCode: '4350',
      country: 'AU',
    };
    expect(addressFormValues(looked)).toEqual({
      building: '',
      street: '12 Ruthven Street',
      suburb: 'Toowoomba',
      postcode: '4350',
      country: 'AU',
      stateOrCity: 'QLD',
    });
  });
});
