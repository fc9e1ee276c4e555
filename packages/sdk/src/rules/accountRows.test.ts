import { describe, expect, it } from 'vitest';
import { accountRows } from './accountRows';

const table = (kind: 'b2c' | 'b2b' | 'staff') =>
  Object.fromEntries(accountRows(kind).map((row) => [row.key, [row.visible, row.editable]]));

describe('accountRows', () => {
  it('lists the seven rows in order with their labels', () => {
    expect(accountRows('b2c').map(({ key, label }) => [key, label])).toEqual([
      ['name', 'Name'],
      ['phone', 'Phone'],
      ['email', 'Email'],
      ['deliveryAddress', 'Delivery Address'],
      ['abn', 'ABN'],
      ['birthday', 'Birthday'],
      ['gender', 'Gender'],
    ]);
  });

  it('lets consumers edit everything but the hidden ABN', () => {
    expect(table('b2c')).toEqual({
      name: [true, true],
      phone: [true, true],
      email: [true, true],
      deliveryAddress: [true, true],
      abn: [false, false],
      birthday: [true, true],
      gender: [true, true],
    });
  });

  it('shows business customers the ABN, read-only, and locks name, email and delivery address', () => {
    expect(table('b2b')).toEqual({
      name: [true, false],
      phone: [true, true],
      email: [true, false],
      deliveryAddress: [true, false],
      abn: [true, false],
      birthday: [true, true],
      gender: [true, true],
    });
  });

  it('gives staff the consumer rows', () => {
    expect(table('staff')).toEqual(table('b2c'));
  });

  it('never makes ABN editable', () => {
    for (const kind of ['b2c', 'b2b', 'staff'] as const) {
      expect(accountRows(kind).find((row) => row.key === 'abn')?.editable).toBe(false);
    }
  });
});
