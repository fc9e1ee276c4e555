import { expect, it } from 'vitest';
import { phoneSchema } from './phoneSchema';

const message = (input: unknown) => phoneSchema.safeParse(input).error?.issues.map((issue) => issue.message);

it('accepts 10 or 11 digits, or 12 characters with a plus', () => {
  expect(phoneSchema.parse('0412345678')).toBe('0412345678');
  expect(phoneSchema.parse('04123456789')).toBe('04123456789');
  expect(phoneSchema.parse(' +61412345678 ')).toBe('+61412345678');
});

it('gives one message at a time, in order', () => {
  expect(message(undefined)).toEqual(['Enter mobile number']);
  expect(message('  ')).toEqual(['Enter mobile number']);
  expect(message('04 1234 5678')).toEqual(['Phone number is invalid']);
  expect(message('0412-345-678')).toEqual(['Phone number is invalid']);
  expect(message('+6141234567')).toEqual(['Must contain 12 digits']);
  expect(message('+614123456789')).toEqual(['Must contain 12 digits']);
  expect(message('041234567')).toEqual(['Must contain either 10 or 11 digits']);
  expect(message('041234567890')).toEqual(['Must contain either 10 or 11 digits']);
});
