/**
 * The card numbers the emulated payment service knows, as Adyen's test environment documents them, plus one that
 * always declines. Any other number is refused as Adyen's test environment refuses a real card.
 */
export const TEST_CARDS: readonly { number: string; brand: string; result: 'Authorised' | 'Refused'; note: string }[] =
  [
    { number: '4111111145551142', brand: 'visa', result: 'Authorised', note: 'Visa, authorises' },
    { number: '5555341244441115', brand: 'mc', result: 'Authorised', note: 'Mastercard, authorises' },
    {
      number: '370000000000002',
      brand: 'amex',
      result: 'Authorised',
      note: 'American Express, authorises (CVC 4 digits)',
    },
    { number: '4000000000000002', brand: 'visa', result: 'Refused', note: 'Visa, always declined (Refused)' },
  ];

/** Adyen's test-environment convention: this holder name refuses any card. */
export const DECLINED_HOLDER_NAME = 'DECLINED';

/** The Luhn check every real card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card's brand by its number's prefix (for numbers the test list does not hold). */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
