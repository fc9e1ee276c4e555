// The validation schemas and patterns of the account, checkout, newsletter and search forms (zod).

export { ADDRESS_FIELD_MESSAGES, type AddressFormInput, addressFormSchema } from './addressFormSchema';
export { birthdaySchema } from './birthdaySchema';
export { type CheckoutAddressInput, checkoutAddressSchema } from './checkoutAddressSchema';
export { emailSchema } from './emailSchema';
export { GENDERS, genderSchema } from './genderSchema';
export { type LoginInput, loginSchema } from './loginSchema';
export { type NameInput, nameSchema } from './nameSchema';
export { newsletterEmailSchema } from './newsletterEmailSchema';
export { DIGITS_PATTERN, EMAIL_PATTERN, MEMBERSHIP_NUMBER_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';
export { phoneSchema } from './phoneSchema';
export { searchQuerySchema } from './searchQuerySchema';
export { type WishlistInput, wishlistSchema } from './wishlistSchema';
