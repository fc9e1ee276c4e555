import { expect, it } from 'vitest';
import * as validation from './index';

it('pins the public names of the validation entry', () => {
  expect(Object.keys(validation).sort()).toEqual([
    'ADDRESS_FIELD_MESSAGES',
    'DIGITS_PATTERN',
    'EMAIL_PATTERN',
    'GENDERS',
    'MEMBERSHIP_NUMBER_PATTERN',
    'PASSWORD_PATTERN',
    'PHONE_PATTERN',
    'addressFormSchema',
    'birthdaySchema',
    'checkoutAddressSchema',
    'emailSchema',
    'genderSchema',
    'loginSchema',
    'nameSchema',
    'newsletterEmailSchema',
    'phoneSchema',
    'searchQuerySchema',
    'wishlistSchema',
  ]);
});
