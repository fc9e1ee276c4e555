import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addAddressRequest, addressIdParam, editAddressRequest, setDefaultAddressRequest } from './addressInput';

const BRISBANE = {
  source: 'manual',
  building: 'Unit 5',
  street: '7 Example Street',
  suburb: 'Brisbane City',
  postcode: '4000',
  country: 'AU',
  stateOrCity: 'QLD',
};

const firstIssue = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? null : { message: parsed.error.issues[0]?.message, path: parsed.error.issues[0]?.path };
};

describe('address requests', () => {
  it('accept the manual form’s fields or a lookup id, same-as defaulting to false', () => {
    expect(z.parse(addAddressRequest, { type: 'shipping', address: BRISBANE })).toMatchObject({
      type: 'shipping',
      sameAsOther: false,
    });
    expect(z.parse(editAddressRequest, { address: { source: 'lookup', id: ' AU|1 ' } }).address).toEqual({
      source: 'lookup',
      id: 'AU|1',
    });
  });

  it('refuse with the form’s message at the field', () => {
    expect(firstIssue(addAddressRequest, { type: 'shipping', address: { ...BRISBANE, stateOrCity: 'Otago' } })).toEqual(
      { message: 'Enter state or city', path: ['address', 'stateOrCity'] },
    );
    expect(firstIssue(editAddressRequest, { address: { source: 'lookup', id: '  ' } })?.message).toBe(
      'Choose an address from the list',
    );
    expect(firstIssue(setDefaultAddressRequest, { type: 'elsewhere' })).toEqual({
      message: 'Choose a delivery or billing address',
      path: ['type'],
    });
    expect(firstIssue(addAddressRequest, { type: 'shipping', address: BRISBANE, sameAsOther: 'yes' })?.message).toBe(
      'Same as must be true or false',
    );
  });

  it('take only a plain id for an address route', () => {
    expect(z.safeParse(addressIdParam, 'addr-1_2').success).toBe(true);
    for (const id of ['', '../x', 'a/b', 'x'.repeat(101)])
      expect(z.safeParse(addressIdParam, id).success, id).toBe(false);
  });
});
