// The validation schemas and patterns of the account, checkout, newsletter and search forms (zod).

export { ADDRESS_FIELD_MESSAGES, type AddressFormInput, addressFormSchema } from './addressFormSchema';
export { birthdaySchema } from './birthdaySchema';
export { type CheckoutAddressInput, checkoutAddressSchema } from './checkoutAddressSchema';
export { emailSchema } from './emailSchema';
export {
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MIN_LENGTH,
  NEWSLETTER_NAME_MAX_LENGTH,
  PHONE_LENGTH_WITH_PLUS,
  PHONE_LENGTHS_WITHOUT_PLUS,
} from './fieldLimits';
export { GENDERS, genderSchema } from './genderSchema';
export {
  GIFT_CARD_NUMBER_PATTERN,
  GIFT_CARD_PIN_PATTERN,
  type GiftCardCheckInput,
  giftCardCheckSchema,
} from './giftCardCheckSchema';
export {
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH,
  type GiftCardRecipient,
  giftCardRecipientSchema,
} from './giftCardRecipientSchema';
export {
  dollarsToCents,
  INVOICE_PAYMENT_MAX_CENTS,
  INVOICE_PAYMENT_MAX_INVOICES,
  type InvoicePaymentInput,
  type InvoicePaymentValues,
  invoicePaymentSchema,
} from './invoicePaymentSchema';
export { type LoginInput, loginSchema } from './loginSchema';
export { lookedUpAddressSchema } from './lookedUpAddressSchema';
export { type NameInput, nameSchema } from './nameSchema';
export { newsletterEmailSchema } from './newsletterEmailSchema';
export { DIGITS_PATTERN, EMAIL_PATTERN, MEMBERSHIP_NUMBER_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';
export { phoneSchema } from './phoneSchema';
export { searchQuerySchema } from './searchQuerySchema';
export { type WishlistInput, wishlistSchema } from './wishlistSchema';
export {
  WISHLIST_SHARE_MESSAGE_MAX_LENGTH,
  type WishlistShareEmailInput,
  wishlistShareEmailSchema,
} from './wishlistShareEmailSchema';
