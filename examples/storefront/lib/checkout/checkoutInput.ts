import {
  ADDRESS_FIELD_MESSAGES,
  type AddressFormInput,
  addressFormSchema,
  type CheckoutAddressInput,
  checkoutAddressSchema,
  emailSchema,
  GIFT_CARD_NUMBER_PATTERN,
  GIFT_CARD_PIN_PATTERN,
  isAuState,
  lookedUpAddressSchema,
} from '@bookshop/sdk/rules';
import * as z from 'zod/mini';

// The bodies the checkout routes accept (see checkoutTypes.ts), checked with the same schemas as the checkout forms;
// the forms may import these too. Nothing here is server-only.

/** `PUT /api/checkout/contact`. */
export const contactRequest = z.object({ email: emailSchema });

/** `PUT /api/checkout/address`: the checkout address form. */
export const addressRequest = checkoutAddressSchema;

/**
 * The address parts of a checkout address: every part when typed (manual entry); as the lookup gives them otherwise,
 * where the house or unit may be missing but the rest is required (an order cannot go to half an address). The first
 * problem's message and field, as the form shows it, when a part is missing.
 */
export function addressParts(
  input: CheckoutAddressInput,
): { ok: true; parts: AddressFormInput } | { ok: false; message: string; field: string } {
  const parsed = z.safeParse(input.manualEntry ? addressFormSchema : lookedUpAddressSchema, input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue?.message ?? ADDRESS_FIELD_MESSAGES.street, field: issue?.path.join('.') ?? '' };
  }
  if (parsed.data.country === 'AU' && !isAuState(parsed.data.stateOrCity)) {
    return { ok: false, message: ADDRESS_FIELD_MESSAGES.stateOrCity, field: 'stateOrCity' };
  }
  return { ok: true, parts: parsed.data };
}

export const STORE_MESSAGE = 'Choose a store from the list';

/** `PUT /api/checkout/delivery`. */
export const deliveryRequest = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('standard') }),
    z.object({
      mode: z.literal('collect'),
      storeId: z.string({ error: STORE_MESSAGE }).check(z.regex(/^[\w-]{1,40}$/, { error: STORE_MESSAGE })),
    }),
  ],
  { error: 'Choose standard delivery or Click & Collect' },
);

/** The smallest and largest donation, in cents (the back end's bounds). */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
const DONATION_MESSAGE = 'Choose a donation from $1 to $10,000';

/** `PUT /api/checkout/donation`: whole cents, 0 to remove. */
export const donationRequest = z.object({
  amountCents: z.int({ error: DONATION_MESSAGE }).check(
    z.refine((cents) => cents === 0 || (cents >= DONATION_MIN_CENTS && cents <= DONATION_MAX_CENTS), {
      error: DONATION_MESSAGE,
    }),
  ),
});

const digits = (message: string, pattern: RegExp) =>
  z.string({ error: message }).check(
    z.overwrite((value) => value.replace(/[\s-]/g, '')),
    z.regex(pattern, { error: message }),
  );

/** A gift card as checkout takes it: the number as printed (spaces and hyphens dropped) and its PIN. */
export const giftCardRequest = z.object({
  number: digits('Please enter a valid gift card number (16 to 19 digits)', GIFT_CARD_NUMBER_PATTERN),
  pin: digits('Please enter a valid PIN (4 to 8 digits)', GIFT_CARD_PIN_PATTERN),
});

export const CARD_MESSAGES = {
  number: 'Please enter a valid card number',
  expiry: 'Please enter a valid expiry date (MM/YY)',
  expired: 'This card has expired',
  cvc: 'Please enter a valid CVC',
  holderName: 'Please enter the name on the card',
} as const;

/** Whether an `MM/YY` expiry is still good at `now` (a card is good through the end of its month). */
export function expiryStillGood(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const endOfMonth = new Date(Date.UTC(2000 + year, month, 1));
  return endOfMonth.getTime() > now.getTime();
}

/** A new card as typed: 12 to 19 digits, an `MM/YY` expiry not yet past, a 3 or 4 digit CVC and the holder's name. */
export const newCardSchema = z.object({
  number: digits(CARD_MESSAGES.number, /^\d{12,19}$/),
  expiry: z.string({ error: CARD_MESSAGES.expiry }).check(
    z.trim(),
    z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: CARD_MESSAGES.expiry }),
    z.refine((value) => expiryStillGood(value), { error: CARD_MESSAGES.expired }),
  ),
  cvc: z.string({ error: CARD_MESSAGES.cvc }).check(z.trim(), z.regex(/^\d{3,4}$/, { error: CARD_MESSAGES.cvc })),
  holderName: z
    .string({ error: CARD_MESSAGES.holderName })
    .check(
      z.trim(),
      z.minLength(2, { error: CARD_MESSAGES.holderName }),
      z.maxLength(100, { error: CARD_MESSAGES.holderName }),
    ),
});

const ATTEMPT_MESSAGE = 'The checkout attempt is not valid, please reload the page';
/** A checkout attempt's id: a UUID made in the browser. */
export const attemptId = z
  .string({ error: ATTEMPT_MESSAGE })
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: ATTEMPT_MESSAGE }));

/** `GET /api/checkout/orders?attempt=`: what became of one attempt. */
export const attemptQuery = z.object({ attempt: attemptId });

/** At most this many gift cards pay one order. */
export const GIFT_CARDS_MAX = 5;

/** `POST /api/checkout/orders`. */
export const placeOrderRequest = z.object({
  attempt: attemptId,
  card: z.optional(
    z.discriminatedUnion(
      'kind',
      [
        z.object({
          kind: z.literal('saved'),
          cardId: z
            .string({ error: 'Choose a saved card' })
            .check(z.regex(/^[\w-]{1,100}$/, { error: 'Choose a saved card' })),
        }),
        z.object({ kind: z.literal('new'), card: newCardSchema }),
      ],
      { error: 'Choose a saved card or enter a new one' },
    ),
  ),
  giftCards: z._default(
    z
      .array(giftCardRequest)
      .check(z.maxLength(GIFT_CARDS_MAX, { error: `At most ${GIFT_CARDS_MAX} gift cards can pay one order` })),
    [],
  ),
});
