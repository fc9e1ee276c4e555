import { expect, it } from 'vitest';
import {
  ADDRESS_LOOKUP_EMPTY_MESSAGE,
  ADDRESS_LOOKUP_MIN_LENGTH,
  addressLookupLabel,
  LOOKUP_FAILED_MESSAGE,
} from './addressLookup';

it('labels the lookup field by the address type', () => {
  expect(addressLookupLabel('shipping')).toBe('Delivery Address *');
  expect(addressLookupLabel('billing')).toBe('Billing Address *');
});

it('keeps the spec’s texts and the three-character minimum', () => {
  expect(ADDRESS_LOOKUP_MIN_LENGTH).toBe(3);
  expect(LOOKUP_FAILED_MESSAGE).toBe('Failed to initialize Loqate. Please add address manually.');
  expect(ADDRESS_LOOKUP_EMPTY_MESSAGE).toBe('Something went wrong. Please try again later.');
});
