import { describe, expect, it } from 'vitest';
import { addressFormSchema } from './addressFormSchema';

const valid = {
  building: ' 3 ',
  street: '12 Smith St',
  suburb: 'Subiaco',
  postcode: '6008',
  country: 'AU',
  stateOrCity: 'WA',
};
const messages = (input: unknown) => addressFormSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('addressFormSchema', () => {
  it('accepts a trimmed address in AU or NZ', () => {
    expect(addressFormSchema.parse(valid)).toEqual({ ...valid, building: '3' });
    expect(addressFormSchema.parse({ ...valid, country: ' NZ ', stateOrCity: 'Auckland' }).country).toBe('NZ');
  });

  it('gives the messages in field order', () => {
    const blank = { building: ' ', street: '', suburb: '', postcode: '', country: '', stateOrCity: '' };
    const expected = [
      'Enter House/Appartment details',
      'Enter street details',
      'Enter suburb',
      'Enter postal code',
      'Select country',
      'Enter state or city',
    ];
    expect(messages(blank)).toEqual(expected);
    expect(messages({})).toEqual(expected);
  });

  it('only knows AU and NZ', () => {
    expect(messages({ ...valid, country: 'US' })).toEqual(['Select country']);
  });
});
