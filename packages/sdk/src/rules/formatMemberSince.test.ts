import { expect, it } from 'vitest';
import { formatMemberSince } from './formatMemberSince';

it('formats as MMM YYYY', () => {
  expect(formatMemberSince('2019-08-15T03:00:00.000Z')).toBe('Aug 2019');
  expect(formatMemberSince(new Date(2021, 0, 10))).toBe('Jan 2021');
});

it('is empty without a valid date', () => {
  expect(formatMemberSince(undefined)).toBe('');
  expect(formatMemberSince('garbage')).toBe('');
});
