import type { Customer } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { notSetLine, rowDisplay } from './rowDisplay';

const customer = (extra: Partial<Customer> = {}): Customer => ({
  id: 'c1',
  version: 3,
  email: 'grace@example.com',
  title: 'Mrs',
  firstName: 'Grace',
  lastName: 'Whitfield',
  createdAt: '2019-03-14T09:30:00.000Z',
  dateOfBirth: '1984-06-02',
  addresses: [
    {
      id: 'a1',
      streetNumber: '12',
      streetName: 'Wattle Street',
      city: 'Parramatta',
      state: 'NSW',
      postalCode: '2150',
      country: 'AU',
    },
    {
      id: 'a2',
      building: 'Level 4',
      streetNumber: '88',
      streetName: 'Queen Street',
      city: 'Auckland',
      postalCode: '1010',
      country: 'NZ',
    },
  ],
  shippingAddressIds: ['a1', 'a2'],
  billingAddressIds: ['a1'],
  defaultShippingAddressId: 'a2',
  custom: {
    customFieldsRaw: [
      { name: 'phone', value: '0412345678' },
      { name: 'gender', value: 'Female' },
      { name: 'ABN', value: '51 824 753 556' },
      { name: 'printed_catalogs', value: true },
    ],
  },
  ...extra,
});

describe('rowDisplay', () => {
  it('shows each row’s value, the birthday as DD/MM/YYYY and the default delivery address on one line', () => {
    const grace = customer();
    expect(rowDisplay(grace, 'name')).toBe('Mrs Grace Whitfield');
    expect(rowDisplay(grace, 'phone')).toBe('0412345678');
    expect(rowDisplay(grace, 'email')).toBe('grace@example.com');
    expect(rowDisplay(grace, 'birthday')).toBe('02/06/1984');
    expect(rowDisplay(grace, 'gender')).toBe('Female');
    expect(rowDisplay(grace, 'abn')).toBe('51 824 753 556');
    expect(rowDisplay(grace, 'deliveryAddress')).toBe('Level 4, 88 Queen Street, Auckland, 1010, New Zealand');
  });

  it('answers nothing for what is not set, so the row reads “Default … not set”', () => {
    const blank = customer({
      title: null,
      firstName: null,
      lastName: null,
      dateOfBirth: null,
      custom: null,
      defaultShippingAddressId: 'gone',
    });
    for (const key of ['name', 'phone', 'birthday', 'gender', 'abn', 'deliveryAddress'] as const) {
      expect(rowDisplay(blank, key)).toBe('');
    }
    expect(rowDisplay(customer({ defaultShippingAddressId: null }), 'deliveryAddress')).toBe('');
    expect(notSetLine('Delivery Address')).toBe('Default Delivery Address not set');
  });
});
