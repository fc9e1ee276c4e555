import { invoicePaymentSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { newCardSchema } from '../checkout/checkoutInput';

export const CARD_CHOICE_MESSAGE = 'Please choose a saved card or enter a new one';

/**
 * `POST /api/account/invoices/pay`: the SDK's invoice payment (attempt key, invoices and amounts in dollars) by a
 * saved `card`, or by a `newCard` typed as at checkout and checked with checkout's schema, never both. The Make
 * Payment form checks the same schema before sending.
 */
export const invoicePaymentRequest = z
  .extend(invoicePaymentSchema, {
    card: z.optional(invoicePaymentSchema.shape.card),
    newCard: z.optional(newCardSchema),
  })
  .check(
    z.refine((request) => (request.card === undefined) !== (request.newCard === undefined), {
      error: CARD_CHOICE_MESSAGE,
    }),
  );

/** An invoice payment as the form sends it. */
export type InvoicePaymentRequestInput = z.input<typeof invoicePaymentRequest>;
/** An invoice payment as checked (amounts in cents). */
export type InvoicePaymentRequest = z.output<typeof invoicePaymentRequest>;
