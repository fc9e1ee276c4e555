import { describe, expect, it } from 'vitest';
import type { AddressBookCustomer } from './addressBook';
import { planAddressEdit } from './planAddressEdit';

const customer: AddressBookCustomer = {
  addresses: [
    { id: 'a1', key: 'address-1', country: 'AU' },
    { id: 'a2', country: 'NZ' },
  ],
  shippingAddressIds: ['a1', 'a2'],
  billingAddressIds: ['a2'],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'a2',
};
const address = { id: 'ignored', streetNumber: '2', streetName: 'High St', country: 'AU' };

describe('planAddressEdit', () => {
  it('replaces the address and keeps its key', () => {
    expect(planAddressEdit(customer, { id: 'a1', address })).toEqual([
      {
        changeAddress: {
          addressId: 'a1',
          address: { streetNumber: '2', streetName: 'High St', country: 'AU', key: 'address-1' },
        },
      },
    ]);
  });

  it('sends no key for an address that has none', () => {
    expect(planAddressEdit(customer, { id: 'a2', address })).toEqual([
      { changeAddress: { addressId: 'a2', address: { streetNumber: '2', streetName: 'High St', country: 'AU' } } },
    ]);
  });

  it('re-links a missing default', () => {
    const noDefaults = { ...customer, defaultShippingAddressId: null, defaultBillingAddressId: 'gone' };
    expect(planAddressEdit(noDefaults, { id: 'a2', address }).slice(1)).toEqual([
      { setDefaultShippingAddress: { addressId: 'a1' } },
      { setDefaultBillingAddress: { addressId: 'a2' } },
    ]);
  });

  it('plans nothing for an unknown address', () => {
    expect(planAddressEdit(customer, { id: 'nope', address })).toEqual([]);
  });
});
