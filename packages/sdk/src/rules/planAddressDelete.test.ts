import { describe, expect, it } from 'vitest';
import type { AddressBookCustomer } from './addressBook';
import { planAddressDelete } from './planAddressDelete';
import { applyCustomerActions, customField } from './testing/applyCustomerActions';

const customer: AddressBookCustomer = {
  addresses: [
    { id: 'a1', country: 'AU' },
    { id: 'a2', country: 'AU' },
    { id: 'a3', country: 'NZ' },
  ],
  shippingAddressIds: ['a1', 'a2'],
  billingAddressIds: ['a1', 'a3'],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'a1',
};

describe('planAddressDelete', () => {
  it('removes the address and re-links both defaults to the remaining addresses', () => {
    expect(planAddressDelete(customer, { id: 'a1' })).toEqual([
      { removeAddress: { addressId: 'a1' } },
      { setDefaultShippingAddress: { addressId: 'a2' } },
      { setDefaultBillingAddress: { addressId: 'a3' } },
    ]);
  });

  it('leaves defaults that still point at an address', () => {
    expect(planAddressDelete(customer, { id: 'a3' })).toEqual([{ removeAddress: { addressId: 'a3' } }]);
  });

  it('turns printed catalogues off when no default delivery address is left', () => {
    const single: AddressBookCustomer = {
      addresses: [{ id: 'a1', country: 'AU' }],
      shippingAddressIds: ['a1'],
      billingAddressIds: ['a1'],
      defaultShippingAddressId: 'a1',
      defaultBillingAddressId: 'a1',
    };
    const actions = planAddressDelete(single, { id: 'a1' });
    expect(actions).toEqual([
      { removeAddress: { addressId: 'a1' } },
      { setCustomField: { name: 'printed_catalogs', value: 'false' } },
    ]);
    const after = applyCustomerActions(
      { ...single, custom: { customFieldsRaw: [{ name: 'printed_catalogs', value: true }] } },
      actions,
    );
    expect(customField(after, 'printed_catalogs')).toBe(false);
    expect(after.addresses).toEqual([]);
  });

  it('does not re-link a delivery default to a billing-only address', () => {
    const actions = planAddressDelete(customer, { id: 'a2' });
    expect(actions).toEqual([{ removeAddress: { addressId: 'a2' } }]);
    const onlyBillingLeft = { ...customer, shippingAddressIds: ['a1'] };
    expect(planAddressDelete(onlyBillingLeft, { id: 'a1' })).toEqual([
      { removeAddress: { addressId: 'a1' } },
      { setDefaultBillingAddress: { addressId: 'a3' } },
      { setCustomField: { name: 'printed_catalogs', value: 'false' } },
    ]);
  });

  it('plans nothing for an unknown address', () => {
    expect(planAddressDelete(customer, { id: 'nope' })).toEqual([]);
  });
});
