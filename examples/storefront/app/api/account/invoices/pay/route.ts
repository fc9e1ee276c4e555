import { formatMoney, invoicePaymentSchema } from '@bookshop/sdk/rules';
import { type PaymentOutcome, payInvoices } from '@/lib/data/payments';
import { accountFailure, accountJson, accountWrite } from '@/lib/http/accountRoute';

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

/**
 * Pays one or more of the signed-in customer's invoices by a saved card: `POST { attempt, card, payments: [{ invoice,
 * amount }] }` (amounts in dollars as typed; checked with the form's schema: a negative, nil or oversized amount is
 * 400 with its message). Answers `{ receipt }`. The attempt key makes it exactly-once: sent again (double click,
 * retry), it answers the same payments. Another customer's invoice is 404; a paid one, or more than is outstanding,
 * 400 with the back end's words; a refusal part-way answers its message with the receipt of what was paid before it.
 */
export async function POST(request: Request) {
  return accountWrite(request, 'Your payment', invoicePaymentSchema, async (values) => {
    const outcome = await payInvoices(values);
    if (!outcome.failure) return accountJson({ receipt: receipt(outcome) });
    const refused = accountFailure(outcome.failure.error, 'Your payment');
    if (!outcome.payments.length) return refused;
    const { error } = (await refused.json()) as { error: string };
    return accountJson({ error, invoice: outcome.failure.invoice, receipt: receipt(outcome) }, refused.status);
  });
}
