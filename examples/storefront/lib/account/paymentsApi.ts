import { callRoute } from '@/lib/http/callRoute';
import type { InvoicePaymentRequestInput } from './invoicePaymentRequest';

/** The receipt of the payments an attempt made, as `POST /api/account/invoices/pay` answers it. */
export interface InvoiceReceipt {
  payments: { paymentId: string; invoiceNumber: string; amount: string; outstanding: string }[];
  total: string;
}

/** What paying came to: the receipt, or the refusal's message with the receipt of what it paid before it stopped. */
export type InvoicePaymentAnswer =
  | { ok: true; receipt: InvoiceReceipt }
  | { ok: false; error: string; receipt?: InvoiceReceipt };

const PAYMENT_NOT_MADE = 'The payment could not be made, please try again later';
const PAYMENT_UNCONFIRMED = 'The payment could not be confirmed, please try again';
const CARD_NOT_DELETED = 'The card could not be deleted, please try again later';

/** Pays invoices through the account's payment route; resolves to an answer, never rejects. */
export async function sendInvoicePayment(request: InvoicePaymentRequestInput): Promise<InvoicePaymentAnswer> {
  const answer = await callRoute<{ receipt: InvoiceReceipt }>('/api/account/invoices/pay', {
    method: 'POST',
    body: request,
    unavailable: PAYMENT_NOT_MADE,
    refusalBody: true,
  });
  if (answer.ok) return { ok: true, receipt: answer.value.receipt };
  // Nothing is known of the attempt: trying again with the same key pays at most once.
  if (answer.status === 0) return { ok: false, error: PAYMENT_UNCONFIRMED };
  const receipt = answer.body?.receipt as InvoiceReceipt | undefined;
  return { ok: false, error: answer.error, ...(receipt ? { receipt } : {}) };
}

/** Deletes one of the customer's saved cards: `null` once it is gone, or the message to show. */
export async function deleteSavedCard(id: string): Promise<string | null> {
  const answer = await callRoute(`/api/account/cards/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    unavailable: CARD_NOT_DELETED,
  });
  // A card already gone (deleted in another window) is what the shopper asked for.
  return answer.ok || answer.status === 404 ? null : answer.error;
}
