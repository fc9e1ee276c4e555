import type { Metadata } from 'next';
import { recentInvoices, savedCards } from '@/lib/data/payments';
import { InvoiceList } from '@/modules/account/invoices/InvoiceList';

export const metadata: Metadata = { title: 'Invoices' };

/** `/account/invoices`: the signed-in customer's invoices and 'Make Payment' (the account layout guards it). */
export default async function InvoicesPage() {
  const [invoices, cards] = await Promise.all([recentInvoices(), savedCards()]);
  return invoices && cards ? <InvoiceList invoices={invoices} cards={cards} /> : null;
}
