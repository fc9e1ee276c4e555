import type { Invoice, SavedCard } from '@bookshop/sdk';
import { formatDate, formatMoney } from '@bookshop/sdk/rules';
import styles from '../cards/Payments.module.css';
import { MakePayment } from './MakePayment';

const STATUS: Record<string, string> = { paid: 'Paid', open: 'Open', overdue: 'Overdue' };
const money = (amount: { centAmount: number; currencyCode: string }) =>
  formatMoney(amount.centAmount, amount.currencyCode);

/**
 * The invoices (`/account/invoices`): number, issue and due dates, amount, what is outstanding and the paid state of
 * each, newest first, and 'Make Payment' for those still open.
 */
export function InvoiceList({ invoices, cards }: { invoices: Invoice[]; cards: SavedCard[] }) {
  const open = invoices.filter((invoice) => invoice.outstanding.centAmount > 0);
  return (
    <section className={styles.section} aria-labelledby="invoices-heading">
      <h2 id="invoices-heading" className={styles.heading}>
        Invoices
      </h2>
      {invoices.length ? (
        <>
          <table className={styles.table}>
            <caption className={styles.hidden}>Recent invoices, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Issued</th>
                <th scope="col">Due</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col" className={styles.number}>
                  Outstanding
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.invoiceNumber}</th>
                  <td>{formatDate(invoice.issuedOn)}</td>
                  <td>{formatDate(invoice.dueOn)}</td>
                  <td className={styles.number}>{money(invoice.total)}</td>
                  <td className={styles.number}>{money(invoice.outstanding)}</td>
                  <td className={invoice.status === 'overdue' ? styles.overdue : undefined}>
                    {STATUS[invoice.status] ?? invoice.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {open.length ? <MakePayment invoices={open} cards={cards} /> : <p>All your invoices are paid.</p>}
        </>
      ) : (
        <p className={styles.empty}>You have no invoices. Invoices are issued to business accounts.</p>
      )}
    </section>
  );
}
