import { describe, expect, it } from 'vitest';
import type { AddressBookCustomer } from './addressBook';
import { planAddressAdd } from './planAddressAdd';
import { applyCustomerActions } from './testing/applyCustomerActions';

const address = { streetNumber: '1', streetName: 'Main St', city: 'Perth', postalCode: '6000', country: 'AU' };
const empty: AddressBookCustomer = { addresses: [], shippingAddressIds: [], billingAddressIds: [] };
const oneShipping: AddressBookCustomer = {
  addresses: [{ id: 'a1', key: 'address-1', country: 'AU' }],
  shippingAddressIds: ['a1'],
  billingAddressIds: [],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: null,
};

describe('planAddressAdd', () => {
  it("gives a customer's first address both types and makes both copies the defaults", () => {
    expect(planAddressAdd(empty, { address, type: 'billing' })).toEqual([
      { addAddress: { address: { ...address, key: 'address-1' } } },
      { addBillingAddressId: { addressKey: 'address-1' } },
      { setDefaultBillingAddress: { addressKey: 'address-1' } },
      { addAddress: { address: { ...address, key: 'address-2' } } },
      { addShippingAddressId: { addressKey: 'address-2' } },
      { setDefaultShippingAddress: { addressKey: 'address-2' } },
    ]);
  });

  it('links one copy by the modal type and makes it the default when the type had none', () => {
    expect(planAddressAdd(oneShipping, { address, type: 'billing' })).toEqual([
      { addAddress: { address: { ...address, key: 'address-2' } } },
      { addBillingAddressId: { addressKey: 'address-2' } },
      { setDefaultBillingAddress: { addressKey: 'address-2' } },
    ]);
  });

  it('keeps an existing default', () => {
    expect(planAddressAdd(oneShipping, { address, type: 'shipping', sameAsOther: false })).toEqual([
      { addAddress: { address: { ...address, key: 'address-2' } } },
      { addShippingAddressId: { addressKey: 'address-2' } },
    ]);
  });

  it("adds a copy for the other type when 'same as' is checked", () => {
    const actions = planAddressAdd(oneShipping, { address, type: 'shipping', sameAsOther: true });
    expect(actions).toEqual([
      { addAddress: { address: { ...address, key: 'address-2' } } },
      { addShippingAddressId: { addressKey: 'address-2' } },
      { addAddress: { address: { ...address, key: 'address-3' } } },
      { addBillingAddressId: { addressKey: 'address-3' } },
      { setDefaultBillingAddress: { addressKey: 'address-3' } },
    ]);
    const after = applyCustomerActions(oneShipping, actions);
    expect(after.addresses).toHaveLength(3);
    expect(after.defaultShippingAddressId).toBe('a1');
  });

  it('re-links the other type when it has addresses but no default', () => {
    const noBillingDefault = { ...oneShipping, billingAddressIds: ['a1'] };
    expect(planAddressAdd(noBillingDefault, { address, type: 'shipping' }).at(-1)).toEqual({
      setDefaultBillingAddress: { addressId: 'a1' },
    });
  });

  it('replaces any id or key in the form', () => {
    const [first] = planAddressAdd(oneShipping, { address: { ...address, id: 'x', key: 'y' }, type: 'shipping' });
    expect(first).toEqual({ addAddress: { address: { ...address, key: 'address-2' } } });
  });
});
