import { describe, expect, it } from 'vitest';
import { addressLine, cartAddressFromForm, formFromCartAddress } from './checkoutAddress';

const contact = { firstName: 'Jo', lastName: 'Lee', mobile: '0412345678' };

describe('checkout addresses', () => {
  it('maps an Australian form to commerce and back', () => {
    const parts = {
      building: 'Unit 2',
      street: '12 George  St',
      suburb: 'Sydney',
      postcode: '2000',
      country: 'AU' as const,
      stateOrCity: 'NSW',
    };
    const address = cartAddressFromForm(contact, parts);
    expect(address).toMatchObject({
      firstName: 'Jo',
      streetNumber: '12',
      streetName: 'George St',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      country: 'AU',
    });
    expect(formFromCartAddress(address as never)).toEqual({
      ...contact,
      manualEntry: true,
      ...parts,
      street: '12 George St',
    });
    expect(addressLine(address as never)).toBe('Unit 2, 12 George St, Sydney NSW 2000');
  });

  it('keeps a looked-up address with no house or unit as looked up, with no empty building', () => {
    const parts = {
      building: '',
      street: '12 Wattle Street',
      suburb: 'Winnellie',
      postcode: '0821',
      country: 'AU' as const,
      stateOrCity: 'NT',
    };
    const address = cartAddressFromForm(contact, parts);
    expect(address).not.toHaveProperty('building', '');
    expect(address.building).toBeUndefined();
    expect(formFromCartAddress(address as never)).toEqual({ ...contact, manualEntry: false, ...parts });
    expect(addressLine(address as never)).toBe('12 Wattle Street, Winnellie NT 0821');
  });

  it('keeps a New Zealand suburb with the street and the city as the city', () => {
    const parts = {
      building: '1',
      street: '5 Queen St',
      suburb: 'Grey Lynn',
      postcode: '1021',
      country: 'NZ' as const,
      stateOrCity: 'Auckland',
    };
    const address = cartAddressFromForm(contact, parts);
    expect(address).toMatchObject({ additionalStreetInfo: 'Grey Lynn', city: 'Auckland', country: 'NZ' });
    expect(formFromCartAddress(address as never)).toMatchObject({
      suburb: 'Grey Lynn',
      stateOrCity: 'Auckland',
      country: 'NZ',
    });
  });
});
