import { describe, expect, it } from 'vitest';
import type { AddressBookCustomer } from './addressBook';
import { planSetDefaultAddress } from './planSetDefaultAddress';

const customer: AddressBookCustomer = {
  addresses: [
    { id: 'a1', country: 'AU' },
    { id: 'a2', country: 'AU' },
  ],
  shippingAddressIds: ['a1', 'a2'],
  billingAddressIds: ['a1'],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'a1',
};

describe('planSetDefaultAddress', () => {
  it('makes a linked address the default', () => {
    expect(planSetDefaultAddress(customer, { id: 'a2', type: 'shipping' })).toEqual([
      { setDefaultShippingAddress: { addressId: 'a2' } },
    ]);
  });

  it('links the address to the type first when it is not', () => {
    expect(planSetDefaultAddress(customer, { id: 'a2', type: 'billing' })).toEqual([
      { addBillingAddressId: { addressId: 'a2' } },
      { setDefaultBillingAddress: { addressId: 'a2' } },
    ]);
  });

  it('re-links the other type when it has no default', () => {
    const noBillingDefault = { ...customer, defaultBillingAddressId: null };
    expect(planSetDefaultAddress(noBillingDefault, { id: 'a2', type: 'shipping' })).toEqual([
      { setDefaultShippingAddress: { addressId: 'a2' } },
      { setDefaultBillingAddress: { addressId: 'a1' } },
    ]);
  });

  it('plans nothing for the current default or an unknown address', () => {
    expect(planSetDefaultAddress(customer, { id: 'a1', type: 'shipping' })).toEqual([]);
    expect(planSetDefaultAddress(customer, { id: 'nope', type: 'billing' })).toEqual([]);
  });
});
