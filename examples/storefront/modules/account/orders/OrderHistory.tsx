import { formatDate, formatMoney } from '@bookshop/sdk/rules';
import Link from 'next/link';
import type { OrderSummary } from '@/lib/orders/orderView';
import styles from './Orders.module.css';

/**
 * The order history (`/account/orders`): number, date, status, item count and total of each order on the page,
 * newest first, with links to the pages before and after.
 */
export function OrderHistory({ orders, page, hasNext }: { orders: OrderSummary[]; page: number; hasNext: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="orders-heading">
      <h2 id="orders-heading" className={styles.heading}>
        My orders
      </h2>
      {orders.length ? (
        <table className={styles.table}>
          <caption className={styles.hidden}>Recent orders, newest first{page > 1 ? `, page ${page}` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.number}>
                Items
              </th>
              <th scope="col" className={styles.number}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNumber}>
                <th scope="row">
                  <Link href={`/account/orders/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
                </th>
                <td>{formatDate(order.placedAt)}</td>
                <td>{order.status}</td>
                <td className={styles.number}>{order.itemCount}</td>
                <td className={styles.number}>{formatMoney(order.totalCents, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.empty}>
          {page > 1 ? 'There are no more orders.' : 'You have not placed any orders yet.'}{' '}
          {page > 1 ? (
            <Link href="/account/orders">Back to your latest orders</Link>
          ) : (
            <Link href="/">Start shopping</Link>
          )}
        </p>
      )}
      {page > 1 || hasNext ? (
        <nav aria-label="Order pages" className={styles.pages}>
          {page > 1 ? (
            <Link href={page === 2 ? '/account/orders' : `/account/orders?page=${page - 1}`} rel="prev">
              Newer orders
            </Link>
          ) : null}
          {hasNext ? (
            <Link href={`/account/orders?page=${page + 1}`} rel="next">
              Older orders
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
