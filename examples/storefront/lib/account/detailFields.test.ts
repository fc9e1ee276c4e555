import type { Customer } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { changedElsewhere, type DetailUpdate, detailUpdateSchema, detailValues, withDetail } from './detailFields';

const now = new Date(2026, 10, 27);
const customer = {
  id: 'c1',
  version: 4,
  email: 'ruth@example.com',
  title: 'Ms',
  firstName: 'Ruth',
  lastName: 'Tester',
  dateOfBirth: null,
  custom: { customFieldsRaw: [{ name: 'phone', value: '0412345678' }] },
} as unknown as Customer;

const parse = (body: unknown) => z.safeParse(detailUpdateSchema(now), body);
const firstMessage = (body: unknown) => {
  const result = parse(body);
  return result.success ? undefined : { message: result.error.issues[0]?.message, path: result.error.issues[0]?.path };
};

describe('detailUpdateSchema', () => {
  it('accepts each row’s values, trimmed, and drops what the row does not take', () => {
    expect(parse({ field: 'phone', phone: ' 0298765432 ', title: 'x' }).data).toEqual({
      field: 'phone',
      phone: '0298765432',
    });
    expect(parse({ field: 'birthday', dateOfBirth: '2016-11-30' }).success).toBe(true);
    expect(parse({ field: 'gender', gender: 'Female', previous: { gender: '' } }).data).toEqual({
      field: 'gender',
      gender: 'Female',
      previous: { gender: '' },
    });
  });

  it('refuses with the spec’s messages, under the field they belong to', () => {
    expect(firstMessage({ field: 'name', title: 'Mr', firstName: 'J', lastName: 'Lee' })).toEqual({
      message: 'Too Short!',
      path: ['firstName'],
    });
    expect(firstMessage({ field: 'email', email: 'ruth@' })?.message).toBe('Invalid email');
    expect(firstMessage({ field: 'email', email: ' ' })?.message).toBe('Please enter email');
    expect(firstMessage({ field: 'phone', phone: '+6141234567' })?.message).toBe('Must contain 12 digits');
    expect(firstMessage({ field: 'birthday', dateOfBirth: '' })?.message).toBe('Please select date of birth');
    expect(firstMessage({ field: 'birthday', dateOfBirth: '2016-12-01' })?.message).toBe(
      'Please select a date on or before 30/11/2016',
    );
    expect(firstMessage({ field: 'gender', gender: 'Other' })?.message).toBe('Please select gender');
    expect(firstMessage({ field: 'abn', abn: '1' })?.message).toBe(
      'Choose a detail to change: name, phone, email, birthday or gender',
    );
  });
});

describe('changedElsewhere', () => {
  const phone = (value: string, previous?: string): DetailUpdate => ({
    field: 'phone',
    phone: value,
    ...(previous === undefined ? {} : { previous: { phone: previous } }),
  });

  it('answers the stored values when another window changed the row since the editor opened', () => {
    expect(changedElsewhere(customer, phone('0400000000', '0299999999'))).toEqual({ phone: '0412345678' });
  });

  it('answers nothing when the row is as the editor found it, already as this save sets it, or unknown', () => {
    expect(changedElsewhere(customer, phone('0400000000', '0412345678'))).toBeUndefined();
    expect(changedElsewhere(customer, phone('0412345678', '0299999999'))).toBeUndefined();
    expect(changedElsewhere(customer, phone('0400000000'))).toBeUndefined();
  });
});

describe('withDetail', () => {
  it('shows each row’s change as commercetools will store it', () => {
    expect(
      detailValues(withDetail(customer, { field: 'name', title: 'Mrs', firstName: 'Naomi', lastName: 'Lee' })).name,
    ).toEqual({ title: 'Mrs', firstName: 'Naomi', lastName: 'Lee' });
    expect(withDetail(customer, { field: 'email', email: 'n@example.com' }).email).toBe('n@example.com');
    expect(withDetail(customer, { field: 'birthday', dateOfBirth: '1990-07-04' }).dateOfBirth).toBe('1990-07-04');
    const changed = withDetail(withDetail(customer, { field: 'phone', phone: '0298765432' }), {
      field: 'gender',
      gender: 'Female',
    });
    expect(detailValues(changed)).toMatchObject({ phone: { phone: '0298765432' }, gender: { gender: 'Female' } });
    expect(changed.custom?.customFieldsRaw).toHaveLength(2);
  });
});
