import { describe, expect, it } from 'vitest';
import { lookedUpAddressSchema } from './lookedUpAddressSchema';

const WATTLE = { street: '12 Wattle Street', suburb: 'Winnellie', postcode: '0821', country: 'AU', stateOrCity: 'NT' };

describe('lookedUpAddressSchema', () => {
  it('takes an address with no house or unit, as most street addresses are', () => {
    expect(lookedUpAddressSchema.parse(WATTLE)).toEqual({ ...WATTLE, building: '' });
    expect(lookedUpAddressSchema.parse({ ...WATTLE, building: ' Unit 2 ' }).building).toBe('Unit 2');
  });

  it('still requires the other parts, with the manual form’s messages in field order', () => {
    const issues = lookedUpAddressSchema.safeParse({ building: '', street: ' ', country: 'AU' }).error?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      'Enter street details',
      'Enter suburb',
      'Enter postal code',
      'Enter state or city',
    ]);
  });
});
