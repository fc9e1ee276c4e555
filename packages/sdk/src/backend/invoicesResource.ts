import type { RequestOptions } from '../transport/http';
import type { BackendRequest } from './backendRequest';
import { type Invoice, type InvoicePayment, wireInvoicePayment, wireInvoices } from './backendWire';

/** The signed-in business customer's invoices (`bookshop.backend.invoices`). */
export interface InvoicesResource {
  /**
   * The signed-in (business) customer's invoices, newest first (`GET invoice/recent`).
   *
   * @example
   * ```ts
   * const open = (await bookshop.backend.invoices.recent()).filter((invoice) => invoice.status !== 'paid');
   * ```
   */
  recent(input?: { limit?: number }, options?: RequestOptions): Promise<Invoice[]>;
  /**
   * Pays (part of) an invoice, in cents, at most what is outstanding, by one of the customer's saved cards, or by a
   * new card the payment service authorised (`pspReference`: an Authorised payment of exactly this amount with the
   * invoice's number as its reference, used by no other payment) (`POST invoice/payment`). With an `idempotencyKey`
   * the payment happens once: sending the same payment with the same key again, after a timeout or a double click, answers the payment
   * already made. A paid invoice is refused (409).
   *
   * @example
   * ```ts
   * const [invoice] = await bookshop.backend.invoices.recent();
   * const [card] = await bookshop.backend.savedCards.list();
   * const key = crypto.randomUUID(); // one per attempt, reused for its retries
   * if (invoice && card) await bookshop.backend.invoices.pay({ invoice: invoice.id, amount: 5000, card: card.id, idempotencyKey: key });
   * // A new card: authorised first (the invoice's number as reference), then recorded with the authorisation.
   * const payment = await bookshop.payments.authorise({ amountCents: 5000, reference: 'INV0002004', method: newCard });
   * if (invoice && payment.resultCode === 'Authorised') {
   *   await bookshop.backend.invoices.pay({ invoice: invoice.id, amount: 5000, pspReference: payment.pspReference, idempotencyKey: key });
   * }
   * ```
   */
  pay(
    input: {
      invoice: string;
      amount: number;
      card?: string;
      pspReference?: string;
      reference?: string;
      idempotencyKey?: string;
    },
    options?: RequestOptions,
  ): Promise<InvoicePayment>;
}

export function createInvoicesResource(backend: BackendRequest): InvoicesResource {
  return {
    recent: async ({ limit } = {}, options = {}) =>
      (await backend('invoice/recent', wireInvoices, { ...options, query: { limit }, signedIn: true })).invoices,
    // The key travels in the body, where the back end looks for it (or in an `Idempotency-Key` header).
    pay: (input, options = {}) =>
      backend('invoice/payment', wireInvoicePayment, { ...options, method: 'POST', body: input, signedIn: true }),
  };
}
