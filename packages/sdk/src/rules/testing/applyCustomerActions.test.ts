import { describe, expect, it } from 'vitest';
import { addressBookProblems, applyCustomerActions, customField, type TestCustomer } from './applyCustomerActions';

const customer: TestCustomer = {
  addresses: [
    { id: 'a1', key: 'k1', country: 'AU' },
    { id: 'generated-1', country: 'AU' },
  ],
  shippingAddressIds: ['a1'],
  billingAddressIds: ['a1'],
  defaultShippingAddressId: 'a1',
  defaultBillingAddressId: 'a1',
};

describe('applyCustomerActions (test model of commercetools)', () => {
  it('adds, links, changes and removes addresses', () => {
    const after = applyCustomerActions(customer, [
      { addAddress: { address: { key: 'new', country: 'NZ' } } },
      { addShippingAddressId: { addressKey: 'new' } },
      { changeAddress: { addressKey: 'k1', address: { key: 'k1', country: 'NZ', city: 'Nelson' } } },
      { removeShippingAddressId: { addressId: 'a1' } },
      { removeBillingAddressId: { addressId: 'a1' } },
      { setDefaultBillingAddress: { addressId: 'generated-2' } },
      { removeAddress: { addressId: 'generated-1' } },
    ]);
    expect(after.addresses).toEqual([
      { id: 'a1', key: 'k1', country: 'NZ', city: 'Nelson' },
      { id: 'generated-2', key: 'new', country: 'NZ' },
    ]);
    expect(after.shippingAddressIds).toEqual(['generated-2']);
    expect(after.billingAddressIds).toEqual(['generated-2']);
    expect(after.defaultShippingAddressId).toBeNull();
    expect(after.defaultBillingAddressId).toBe('generated-2');
  });

  it('keeps a default when another address is unlinked, and clears defaults of a removed address', () => {
    const two: TestCustomer = {
      addresses: [
        { id: 'a1', country: 'AU' },
        { id: 'a2', country: 'AU' },
      ],
      shippingAddressIds: ['a1', 'a2'],
      billingAddressIds: ['a2'],
    };
    const after = applyCustomerActions(two, [
      { setDefaultShippingAddress: { addressId: 'a1' } },
      { addBillingAddressId: { addressId: 'a1' } },
      { setDefaultBillingAddress: { addressId: 'a1' } },
      { removeShippingAddressId: { addressId: 'a2' } },
      { removeAddress: { addressId: 'a1' } },
    ]);
    expect(after).toMatchObject({ shippingAddressIds: [], billingAddressIds: ['a2'], defaultShippingAddressId: null });
    expect(after.defaultBillingAddressId).toBeNull();
  });

  it('sets and removes custom fields', () => {
    const withField = applyCustomerActions(customer, [{ setCustomField: { name: 'printed_catalogs', value: 'true' } }]);
    expect(customField(withField, 'printed_catalogs')).toBe(true);
    const without = applyCustomerActions(withField, [{ setCustomField: { name: 'printed_catalogs' } }]);
    expect(customField(without, 'printed_catalogs')).toBeUndefined();
    expect(customField(customer, 'printed_catalogs')).toBeUndefined();
  });

  it('rejects what commercetools would reject', () => {
    expect(() => applyCustomerActions(customer, [{ addShippingAddressId: { addressId: 'nope' } }])).toThrow(
      'No address',
    );
    expect(() => applyCustomerActions(customer, [{ addShippingAddressId: { addressKey: 'nope' } }])).toThrow(
      'No address',
    );
    expect(() => applyCustomerActions(customer, [{ addShippingAddressId: {} }])).toThrow('No address');
    expect(() => applyCustomerActions(customer, [{ addBillingAddressId: { addressId: 'a1' } }])).toThrow('already');
    expect(() => applyCustomerActions(customer, [{ removeBillingAddressId: { addressId: 'generated-1' } }])).toThrow(
      'not a billing',
    );
    expect(() => applyCustomerActions(customer, [{ addAddress: { address: { key: 'k1', country: 'AU' } } }])).toThrow(
      'Duplicate',
    );
    expect(() => applyCustomerActions(customer, [{ setFirstName: { firstName: 'x' } }])).toThrow('Unsupported');
    expect(() => applyCustomerActions(customer, [{}])).toThrow('exactly one');
    expect(() =>
      applyCustomerActions(customer, [{ removeAddress: { addressId: 'a1' }, setTitle: { title: 'x' } }]),
    ).toThrow('exactly one');
    const keyless: TestCustomer = { ...customer, addresses: [{ key: 'k', country: 'AU' }] };
    expect(() => applyCustomerActions(keyless, [{ removeAddress: { addressKey: 'k' } }])).toThrow('No address');
  });

  it('adds addresses without a key', () => {
    const after = applyCustomerActions(customer, [{ addAddress: { address: { country: 'AU' } } }]);
    expect(after.addresses.at(-1)).toEqual({ id: 'generated-2', country: 'AU' });
  });
});

describe('addressBookProblems', () => {
  it('finds nothing wrong with a sound book', () => {
    expect(addressBookProblems(customer, { requireDefaults: true })).toEqual([]);
  });

  it('reports each kind of problem', () => {
    const broken: TestCustomer = {
      addresses: [
        { id: 'a1', key: 'k', country: 'AU' },
        { id: 'a1', key: 'k', country: 'AU' },
      ],
      shippingAddressIds: ['a1', 'a1', 'gone'],
      billingAddressIds: ['a1'],
      defaultShippingAddressId: 'x',
      defaultBillingAddressId: null,
    };
    expect(addressBookProblems(broken)).toEqual([
      'duplicate address ids',
      'duplicate address keys',
      'duplicate shipping links',
      'shipping link to missing address gone',
      'default shipping x is not a shipping address',
    ]);
    expect(addressBookProblems(broken, { requireDefaults: true })).toContain('no default billing address');
  });
});
