import * as z from 'zod/mini';
import { requiredText } from './requiredText';

/** The most one invoice payment may be: $100,000.00, in cents. */
export const INVOICE_PAYMENT_MAX_CENTS = 10_000_000;
/** The most invoices one payment may settle. */
export const INVOICE_PAYMENT_MAX_INVOICES = 20;

const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * An amount in dollars as typed (`'25'`, `'25.5'`, `'1,250.00'`; `$`, commas and spaces are dropped) in whole cents,
 * read from the digits so that no floating-point rounding creeps in; `NaN` when it is not such an amount.
 *
 * @example
 * ```ts
 * dollarsToCents('1,250.5'); // 125050
 * dollarsToCents('-3');      // NaN
 * ```
 */
export function dollarsToCents(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  if (!DOLLARS.test(plain)) return Number.NaN;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const amount = z.pipe(
  requiredText('Please enter an amount').check(
    z.refine((value) => !value.startsWith('-'), { error: 'Please enter an amount greater than $0.00', abort: true }),
    z.refine((value) => !Number.isNaN(dollarsToCents(value)), {
      error: 'Please enter an amount in dollars and cents, like 25.00',
      abort: true,
    }),
    z.refine((value) => dollarsToCents(value) > 0, { error: 'Please enter an amount greater than $0.00', abort: true }),
    z.refine((value) => dollarsToCents(value) <= INVOICE_PAYMENT_MAX_CENTS, {
      error: 'Please enter an amount of at most $100,000.00',
    }),
  ),
  z.transform(dollarsToCents),
);

/**
 * A payment of one or more invoices by a saved card: the `attempt` key (one per attempt, reused by its retries, so a
 * double click or a retry pays once), the saved `card`, and each invoice with the amount typed in dollars, which
 * comes out in cents. The server checks the same schema; the back end refuses more than an invoice's outstanding.
 *
 * @example
 * ```ts
 * invoicePaymentSchema.parse({ attempt: crypto.randomUUID(), card: 'card-1', payments: [{ invoice: 'INV0002004', amount: '899.00' }] });
 * // { attempt: '…', card: 'card-1', payments: [{ invoice: 'INV0002004', amount: 89900 }] }
 * ```
 */
export const invoicePaymentSchema = z.object({
  attempt: z
    .string({ error: 'The payment could not be sent, please try again' })
    .check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'The payment could not be sent, please try again' })),
  card: requiredText('Please choose a saved card').check(z.maxLength(100, { error: 'Please choose a saved card' })),
  payments: z
    .array(
      z.object({
        invoice: requiredText('Please choose an invoice').check(z.maxLength(50, { error: 'Please choose an invoice' })),
        amount,
      }),
      { error: 'Please choose at least one invoice to pay' },
    )
    .check(
      z.minLength(1, { error: 'Please choose at least one invoice to pay' }),
      z.maxLength(INVOICE_PAYMENT_MAX_INVOICES, { error: 'Please pay at most 20 invoices at once' }),
      z.refine((payments) => new Set(payments.map((payment) => payment.invoice)).size === payments.length, {
        error: 'Each invoice can be paid only once in a payment',
      }),
    ),
});

/** An invoice payment as the form holds it (amounts in dollars as typed). */
export type InvoicePaymentInput = z.input<typeof invoicePaymentSchema>;
/** An invoice payment as checked (amounts in cents). */
export type InvoicePaymentValues = z.output<typeof invoicePaymentSchema>;
