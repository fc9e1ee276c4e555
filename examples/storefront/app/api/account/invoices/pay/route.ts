import { formatMoney } from '@bookshop/sdk/rules';
import { invoicePaymentRequest } from '@/lib/account/invoicePaymentRequest';
import { accountCustomer } from '@/lib/data/account';
import { CardDeclined, type PaymentOutcome, payInvoices } from '@/lib/data/payments';
import { route, routeJson } from '@/lib/http/route';
import { type FailureWording, routeFailure } from '@/lib/http/routeFailure';

const wording: FailureWording = { what: 'Your payment', signedIn: true };

/** The receipt of the payments an attempt made. */
function receipt(outcome: PaymentOutcome) {
  const total = outcome.payments.reduce((sum, payment) => sum + payment.amount.centAmount, 0);
  return {
    payments: outcome.payments.map(({ paymentId, amount, invoice }) => ({
      paymentId,
      invoiceNumber: invoice.invoiceNumber,
      amount: formatMoney(amount.centAmount, amount.currencyCode),
      outstanding: formatMoney(invoice.outstanding.centAmount, invoice.outstanding.currencyCode),
      status: invoice.status,
    })),
    total: formatMoney(total),
  };
}

/** The answer to a refusal: a declined new card is 402 with its refusal, others as any route's failures are. */
function refusal(error: unknown): Response {
  if (error instanceof CardDeclined) return routeJson({ error: error.message, declined: error.reason }, 402);
  return routeFailure(error, wording);
}

/**
 * Pays one or more of the signed-in customer's invoices by a saved card or a new card: `POST { attempt, card |
 * newCard, payments: [{ invoice, amount }] }` (amounts in dollars as typed; checked with the form's schema: a
 * negative, nil or oversized amount, or a new card's bad field, is 400 with its message). A new card is authorised by
 * the payment service for each invoice and the back end records the authorisation; a declined card is 402 with the
 * refusal and pays nothing. Answers `{ receipt }`. The attempt key makes it exactly-once: sent again (double click,
 * retry), it answers the same payments. Another customer's invoice is 404; a paid one, or more than is outstanding,
 * 400 with the back end's words; a refusal part-way answers its message with the receipt of what was paid before it.
 */
export const POST = route({ ...wording, body: invoicePaymentRequest, session: accountCustomer }, async ({ body }) => {
  const outcome = await payInvoices(body);
  if (!outcome.failure) return { receipt: receipt(outcome) };
  const refused = refusal(outcome.failure.error);
  if (!outcome.payments.length) return refused;
  const { error } = (await refused.json()) as { error: string };
  return routeJson({ error, invoice: outcome.failure.invoice, receipt: receipt(outcome) }, refused.status);
});
