import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardCheckSchema } from './giftCardCheckSchema';

const messages = (input: unknown) =>
  giftCardCheckSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('giftCardCheckSchema', () => {
  it('reads the number as printed and answers digits only, both fields trimmed', () => {
    expect(giftCardCheckSchema.parse({ cardNumber: ' 6280 0000 0000 0001 ', pin: ' 1234 ' })).toEqual({
      cardNumber: '6280000000000001',
      pin: '1234',
    });
    expect(giftCardCheckSchema.parse({ cardNumber: '6280-0000-0000-0001-234', pin: '12345678' }).cardNumber).toBe(
      '6280000000000001234',
    );
  });

  it('asks for each missing field', () => {
    expect(messages({ cardNumber: '  ', pin: '' })).toEqual([
      ['cardNumber', 'Please enter your gift card number'],
      ['pin', 'Please enter your PIN'],
    ]);
    expect(messages({})).toEqual([
      ['cardNumber', 'Please enter your gift card number'],
      ['pin', 'Please enter your PIN'],
    ]);
  });

  it('refuses a number that is not 16 to 19 digits and a PIN that is not 4 to 8 digits', () => {
    for (const cardNumber of ['628000000000001', '62800000000000012345', '6280abcd00000001', '6280.0000.0000.0001']) {
      expect(messages({ cardNumber, pin: '1234' })).toEqual([
        ['cardNumber', 'Please enter a valid gift card number (16 to 19 digits)'],
      ]);
    }
    for (const pin of ['123', '123456789', '12a4', '-123']) {
      expect(messages({ cardNumber: '6280000000000001', pin })).toEqual([
        ['pin', 'Please enter a valid PIN (4 to 8 digits)'],
      ]);
    }
  });

  it('accepts exactly the digit strings of the allowed lengths', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 24 }), (digits) => {
        const number = giftCardCheckSchema.safeParse({ cardNumber: digits, pin: '1234' }).success;
        const pin = giftCardCheckSchema.safeParse({ cardNumber: '6280000000000001', pin: digits }).success;
        expect(number).toBe(digits.length >= 16 && digits.length <= 19);
        expect(pin).toBe(digits.length >= 4 && digits.length <= 8);
      }),
    );
  });
});
