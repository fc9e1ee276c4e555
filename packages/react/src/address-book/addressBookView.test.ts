import type { Customer } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { addressBookView, addressLine, withDefaultAddress, withoutAddress } from './addressBookView';

const address = (id: string, streetNumber: string) => ({
  id,
  key: id,
  building: `Unit ${streetNumber}`,
  streetNumber,
  streetName: 'Ruthven Street',
  city: 'Toowoomba',
  state: 'QLD',
  postalCode: '4350',
  country: 'AU',
});

const customer = {
  id: 'c1',
  version: 3,
  addresses: [address('a1', '1'), address('a2', '2'), address('b1', '1')],
  shippingAddressIds: ['a1', 'a2', 'gone'],
  billingAddressIds: ['b1'],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'b1',
} as unknown as Customer;

describe('addressLine', () => {
  it('puts the parts on one line, leaving out the empty ones', () => {
    expect(addressLine(address('a1', '12'))).toBe('Unit 12, 12 Ruthven Street, Toowoomba, QLD, 4350, Australia');
    expect(
      addressLine({
        streetNumber: '3',
        streetName: 'Beach Rd',
        additionalStreetInfo: 'Frankton',
        city: 'Queenstown',
        region: 'Otago',
        postalCode: '9300',
        country: 'NZ',
      }),
    ).toBe('3 Beach Rd, Frankton, Queenstown, Otago, 9300, New Zealand');
    expect(addressLine({ pOBox: 'PO Box 12', city: 'Adelaide', country: 'FR' })).toBe('PO Box 12, Adelaide, FR');
  });
});

describe('addressBookView', () => {
  it('splits the addresses into delivery and billing lists with their defaults, skipping dangling links', () => {
    const view = addressBookView(customer);
    expect(view.delivery.map((entry) => [entry.id, entry.isDefault])).toEqual([
      ['a1', true],
      ['a2', false],
    ]);
    expect(view.billing.map((entry) => entry.id)).toEqual(['b1']);
    expect(view.defaultDelivery?.id).toBe('a1');
    expect(view.defaultBilling?.line).toBe('Unit 1, 1 Ruthven Street, Toowoomba, QLD, 4350, Australia');
  });

  it('is empty without a customer, and without defaults when none is set', () => {
    expect(addressBookView(null)).toEqual({ delivery: [], billing: [], defaultDelivery: null, defaultBilling: null });
    const view = addressBookView({ ...customer, defaultShippingAddressId: null } as Customer);
    expect(view.defaultDelivery).toBeNull();
  });
});

describe('optimistic changes', () => {
  it('deletes an address and re-links a default it held to the first remaining one', () => {
    const next = withoutAddress(customer, 'a1');
    expect(next.addresses.map((entry) => entry.id)).toEqual(['a2', 'b1']);
    expect(next.shippingAddressIds).toEqual(['a2', 'gone']);
    expect(next.defaultShippingAddressId).toBe('a2');
    expect(next.defaultBillingAddressId).toBe('b1');
    expect(withoutAddress(customer, 'b1').defaultBillingAddressId).toBeNull();
  });

  it('makes a stored address the default, linking it first', () => {
    expect(withDefaultAddress(customer, 'a2', 'shipping')).toMatchObject({
      defaultShippingAddressId: 'a2',
      shippingAddressIds: ['a1', 'a2', 'gone'],
    });
    expect(withDefaultAddress(customer, 'a2', 'billing')).toMatchObject({
      defaultBillingAddressId: 'a2',
      billingAddressIds: ['b1', 'a2'],
    });
    expect(withDefaultAddress(customer, 'nope', 'billing')).toBe(customer);
  });
});
