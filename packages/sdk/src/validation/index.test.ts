import { expect, it } from 'vitest';
import * as validation from './index';

// The schemas and the field limits beside them; all of them reach apps through `@bookshop/sdk/rules`.
it('pins the public names of the validation entry', () => {
  expect(Object.keys(validation).sort()).toEqual([
    'ADDRESS_FIELD_MESSAGES',
    'DIGITS_PATTERN',
    'EMAIL_PATTERN',
    'GENDERS',
    'GIFT_CARD_MESSAGE_MAX_LENGTH',
    'GIFT_CARD_NUMBER_PATTERN',
    'GIFT_CARD_PIN_PATTERN',
    'GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH',
    'INVOICE_PAYMENT_MAX_CENTS',
    'INVOICE_PAYMENT_MAX_INVOICES',
    'LOGIN_PASSWORD_MIN_LENGTH',
    'MEMBERSHIP_NUMBER_PATTERN',
    'NAME_MIN_LENGTH',
    'NEWSLETTER_NAME_MAX_LENGTH',
    'PASSWORD_PATTERN',
    'PHONE_LENGTHS_WITHOUT_PLUS',
    'PHONE_LENGTH_WITH_PLUS',
    'PHONE_PATTERN',
    'WISHLIST_SHARE_MESSAGE_MAX_LENGTH',
    'addressFormSchema',
    'birthdaySchema',
    'checkoutAddressSchema',
    'dollarsToCents',
    'emailSchema',
    'genderSchema',
    'giftCardCheckSchema',
    'giftCardRecipientSchema',
    'invoicePaymentSchema',
    'loginSchema',
    'lookedUpAddressSchema',
    'nameSchema',
    'newsletterEmailSchema',
    'phoneSchema',
    'searchQuerySchema',
    'wishlistSchema',
    'wishlistShareEmailSchema',
  ]);
});
