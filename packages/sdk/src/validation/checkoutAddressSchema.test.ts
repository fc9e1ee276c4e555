import { describe, expect, it } from 'vitest';
import { checkoutAddressSchema } from './checkoutAddressSchema';

const contact = { firstName: ' Jo ', lastName: 'Lee', mobile: '0412345678' };
const address = {
  building: '3',
  street: '12 Smith St',
  suburb: 'Subiaco',
  postcode: '6008',
  country: 'AU',
  stateOrCity: 'WA',
};
const messages = (input: unknown) =>
  checkoutAddressSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('checkoutAddressSchema', () => {
  it('needs no address parts without manual entry', () => {
    expect(checkoutAddressSchema.parse({ ...contact, manualEntry: false })).toEqual({
      firstName: 'Jo',
      lastName: 'Lee',
      mobile: '0412345678',
      manualEntry: false,
    });
    expect(checkoutAddressSchema.parse({ ...contact, manualEntry: false, street: ' 1 Main St ' }).street).toBe(
      '1 Main St',
    );
  });

  it('requires the address parts with manual entry', () => {
    expect(checkoutAddressSchema.parse({ ...contact, manualEntry: true, ...address })).toMatchObject(address);
    expect(messages({ ...contact, manualEntry: true, building: '3', country: 'FR' })).toEqual([
      ['street', 'Enter street details'],
      ['suburb', 'Enter suburb'],
      ['postcode', 'Enter postal code'],
      ['country', 'Select country'],
      ['stateOrCity', 'Enter state or city'],
    ]);
  });

  it('checks names and mobile alongside the address', () => {
    expect(messages({ firstName: 'J', mobile: '+6141', manualEntry: true, ...address })).toEqual([
      ['firstName', 'Enter at least 2 characters'],
      ['lastName', 'Enter at least 2 characters'],
      ['mobile', 'Must contain 12 digits'],
    ]);
  });

  it('needs to know whether the address was entered manually', () => {
    expect(checkoutAddressSchema.safeParse({ ...contact }).success).toBe(false);
  });
});
