import { expect, it } from 'vitest';
import { countryCode } from './countryCode';

it('maps names and codes to AU or NZ, defaulting to AU', () => {
  expect(countryCode('Australia')).toBe('AU');
  expect(countryCode('New Zealand')).toBe('NZ');
  expect(countryCode(' new zealand ')).toBe('NZ');
  expect(countryCode('AU')).toBe('AU');
  expect(countryCode('NZ')).toBe('NZ');
  expect(countryCode('nz')).toBe('NZ');
  expect(countryCode('France')).toBe('AU');
  expect(countryCode('')).toBe('AU');
  expect(countryCode(null)).toBe('AU');
  expect(countryCode(undefined)).toBe('AU');
});
