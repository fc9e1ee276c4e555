import { describe, expect, it } from 'vitest';
import { addressBook, addressDraft, addressKeys, otherType, relinkDefaults, removeFromBook } from './addressBook';

describe('addressKeys', () => {
  it('counts up from the number of addresses', () => {
    const nextKey = addressKeys({ addresses: [{ id: 'a1', country: 'AU' }] });
    expect([nextKey(), nextKey()]).toEqual(['address-2', 'address-3']);
  });

  it('skips keys and ids already in use, and addresses without either', () => {
    const nextKey = addressKeys({
      addresses: [
        { id: 'a1', key: 'address-4', country: 'AU' },
        { id: 'address-3', key: null, country: 'AU' },
        { id: null, key: null, country: 'NZ' },
      ],
    });
    expect([nextKey(), nextKey()]).toEqual(['address-5', 'address-6']);
  });

  it('uses the given prefix, so two plans from one copy of the customer do not collide', () => {
    const customer = { addresses: [{ id: 'a1', country: 'AU' as const }] };
    expect([addressKeys(customer, 'address-k3x')(), addressKeys(customer, 'address-p9q')()]).toEqual([
      'address-k3x-2',
      'address-p9q-2',
    ]);
  });
});

describe('addressDraft', () => {
  it('drops the id and sets the key', () => {
    expect(addressDraft({ id: 'x', key: 'old', country: 'AU', city: 'Perth' }, 'address-1')).toEqual({
      country: 'AU',
      city: 'Perth',
      key: 'address-1',
    });
  });

  it('sends no key when there is none', () => {
    expect(addressDraft({ id: 'x', key: 'old', country: 'NZ' }, null)).toEqual({ country: 'NZ' });
  });
});

describe('addressBook', () => {
  it('drops links and defaults to addresses that do not exist, and addresses without id', () => {
    const book = addressBook({
      addresses: [{ id: 'a1', country: 'AU' }, { country: 'AU' }],
      shippingAddressIds: ['a1', 'gone'],
      billingAddressIds: ['gone'],
      defaultShippingAddressId: 'gone',
      defaultBillingAddressId: undefined,
    });
    expect([...book.handles]).toEqual(['a1']);
    expect(book.lists).toEqual({ shipping: ['a1'], billing: [] });
    expect(book.defaults).toEqual({ shipping: null, billing: null });
  });

  it('re-links a missing default to the first remaining address of that type', () => {
    const book = addressBook({
      addresses: [
        { id: 'a1', country: 'AU' },
        { id: 'a2', country: 'AU' },
      ],
      shippingAddressIds: ['a1', 'a2'],
      billingAddressIds: ['a2'],
      defaultShippingAddressId: 'a1',
      defaultBillingAddressId: 'a2',
    });
    removeFromBook(book, 'a1');
    expect(relinkDefaults(book)).toEqual([{ setDefaultShippingAddress: { addressId: 'a2' } }]);
    expect(book.defaults).toEqual({ shipping: 'a2', billing: 'a2' });
    expect(otherType('billing')).toBe('shipping');
  });
});
