import { formatDate, formatMoney } from '@bookshop/sdk/rules';
import Link from 'next/link';
import { Fragment } from 'react';
import type { OrderDetailView } from '@/lib/orders/orderView';
import { GiftCardRecipientNote } from '@/modules/basket/GiftCardRecipientNote';
import styles from './Orders.module.css';

function Delivery({ order }: { order: OrderDetailView }) {
  const { delivery } = order;
  if (delivery.mode === 'collect') {
    const { store } = delivery;
    return (
      <section aria-labelledby="order-delivery">
        <h3 id="order-delivery" className={styles.subheading}>
          Click &amp; Collect
        </h3>
        <address>
          {store.slug ? <Link href={`/stores/${store.slug}`}>{store.name}</Link> : store.name}
          {store.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
      </section>
    );
  }
  return (
    <section aria-labelledby="order-delivery">
      <h3 id="order-delivery" className={styles.subheading}>
        Delivery
      </h3>
      {delivery.lines.length ? (
        <address>
          {delivery.lines.map((line, index) => (
            <span key={line}>
              {index ? <br /> : null}
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>No delivery address on record.</p>
      )}
    </section>
  );
}

function Shipments({ order }: { order: OrderDetailView }) {
  return (
    <section aria-labelledby="order-shipments">
      <h3 id="order-shipments" className={styles.subheading}>
        Shipments
      </h3>
      {order.shipments.length ? (
        <ul className={styles.shipments}>
          {order.shipments.map((shipment, index) => (
            <li key={shipment.trackingNumber}>
              Shipment {index + 1}
              {shipment.carrier ? ` with ${shipment.carrier}` : ''}: {shipment.trackingNumber}{' '}
              <a href={shipment.url} target="_blank" rel="noopener noreferrer">
                Track shipment {shipment.trackingNumber}
                <span className={styles.hidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          {order.delivery.mode === 'collect'
            ? 'Click & Collect orders are not posted: we will let you know when it is ready.'
            : 'Not shipped yet: a tracking link appears here once your order is on its way.'}
        </p>
      )}
    </section>
  );
}

/**
 * One order (`/account/orders/{number}`): its lines, how it is delivered (an address or a Click & Collect store), the
 * payment summary, and each shipment's link to the carrier's tracking page.
 */
export function OrderDetail({ order }: { order: OrderDetailView }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <article className={styles.section} aria-labelledby="order-heading">
      <p>
        <Link href="/account/orders">‹ All orders</Link>
      </p>
      <h2 id="order-heading" className={styles.heading}>
        Order {order.orderNumber}
      </h2>
      <p className={styles.meta}>
        <span>Placed {formatDate(order.placedAt)}</span>
        <span>Status: {order.status}</span>
      </p>
      <table className={styles.table}>
        <caption className={styles.hidden}>Items in order {order.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col" className={styles.number}>
              Price
            </th>
            <th scope="col" className={styles.number}>
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.name}
                {line.giftCardRecipient ? (
                  <GiftCardRecipientNote recipient={line.giftCardRecipient} className={styles.recipient} />
                ) : null}
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{money(line.unitCents)}</td>
              <td className={styles.number}>{money(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.columns}>
        <Delivery order={order} />
        <section aria-labelledby="order-payment">
          <h3 id="order-payment" className={styles.subheading}>
            Payment summary
          </h3>
          <dl className={styles.summary}>
            <dt>Items</dt>
            <dd>{money(order.itemsCents)}</dd>
            {order.discountCents ? (
              <>
                <dt>Discount</dt>
                <dd>−{money(order.discountCents)}</dd>
              </>
            ) : null}
            <dt>{order.delivery.mode === 'collect' ? 'Click & Collect' : 'Delivery'}</dt>
            <dd>{order.deliveryCents ? money(order.deliveryCents) : 'Free'}</dd>
            {order.extras.map((extra) => (
              <Fragment key={extra.key}>
                <dt>{extra.name}</dt>
                <dd>{money(extra.totalCents)}</dd>
              </Fragment>
            ))}
            <dt className={styles.total}>Total</dt>
            <dd className={styles.total}>{money(order.totalCents)}</dd>
            <dt>Includes GST of</dt>
            <dd>{money(order.gstCents)}</dd>
            {order.payments.map((payment) => (
              <Fragment key={payment.key}>
                <dt>Paid by {payment.label}</dt>
                <dd>{money(payment.amountCents)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      </div>
      <Shipments order={order} />
    </article>
  );
}
