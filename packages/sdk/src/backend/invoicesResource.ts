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
   * Pays (part of) an invoice, in cents, at most what is outstanding (`POST invoice/payment`).
   *
   * @example
   * ```ts
   * const [invoice] = await bookshop.backend.invoices.recent();
   * if (invoice) await bookshop.backend.invoices.pay({ invoice: invoice.id, amount: 5000 });
   * ```
   */
  pay(
    input: { invoice: string; amount: number; reference?: string },
    options?: RequestOptions,
  ): Promise<InvoicePayment>;
}

export function createInvoicesResource(backend: BackendRequest): InvoicesResource {
  return {
    recent: async ({ limit } = {}, options = {}) =>
      (await backend('invoice/recent', wireInvoices, { ...options, query: { limit }, signedIn: true })).invoices,
    pay: (input, options = {}) =>
      backend('invoice/payment', wireInvoicePayment, { ...options, method: 'POST', body: input, signedIn: true }),
  };
}
