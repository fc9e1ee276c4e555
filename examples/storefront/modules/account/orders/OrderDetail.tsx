import type { ShopOrder } from '@bookshop/sdk';
import { formatDate, formatMoney } from '@bookshop/sdk/rules';
import Link from 'next/link';
import styles from './Orders.module.css';

const money = (amount: { centAmount: number; currencyCode: string }) =>
  formatMoney(amount.centAmount, amount.currencyCode);

/** A delivery address as lines of text, from the order system's loosely shaped address record. */
function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [
    [text('firstName'), text('lastName')].filter(Boolean).join(' '),
    text('company'),
    [text('streetNumber'), text('streetName')].filter(Boolean).join(' '),
    [text('city'), text('state'), text('postalCode')].filter(Boolean).join(' '),
  ].filter(Boolean);
}

function Delivery({ order }: { order: ShopOrder }) {
  const store = order.collectionStore;
  if (store) {
    return (
      <section aria-labelledby="order-delivery">
        <h3 id="order-delivery" className={styles.subheading}>
          Click &amp; Collect
        </h3>
        <address>
          <Link href={`/stores/${store.slug}`}>{store.name}</Link>
          <br />
          {store.address.street}
          <br />
          {store.address.suburb} {store.address.state} {store.address.postcode}
        </address>
      </section>
    );
  }
  const lines = addressLines(order.shippingAddress);
  return (
    <section aria-labelledby="order-delivery">
      <h3 id="order-delivery" className={styles.subheading}>
        Delivery
      </h3>
      {lines.length ? (
        <address>
          {lines.map((line, index) => (
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

function Shipments({ order }: { order: ShopOrder }) {
  return (
    <section aria-labelledby="order-shipments">
      <h3 id="order-shipments" className={styles.subheading}>
        Shipments
      </h3>
      {order.trackingNumber && order.trackingUrl ? (
        <ul className={styles.shipments}>
          <li>
            Shipment 1{order.carrier ? ` with ${order.carrier}` : ''}: {order.trackingNumber}{' '}
            <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track shipment {order.trackingNumber}
              <span className={styles.hidden}> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      ) : (
        <p>
          {order.collectionStore
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
export function OrderDetail({ order }: { order: ShopOrder }) {
  const gst = Math.round(order.total.centAmount / 11);
  const currency = order.total.currencyCode;
  const items = order.lineItems.reduce((sum, line) => sum + line.quantity * line.price.centAmount, 0);
  // The total holds the delivery charge beyond the lines.
  const delivery = Math.max(0, order.total.centAmount - items);
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
          {order.lineItems.map((line) => (
            <tr key={line.sku}>
              <th scope="row">{line.name}</th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{money(line.price)}</td>
              <td className={styles.number}>
                {formatMoney(line.price.centAmount * line.quantity, line.price.currencyCode)}
              </td>
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
            <dd>{formatMoney(items, currency)}</dd>
            <dt>{order.collectionStore ? 'Click & Collect' : 'Delivery'}</dt>
            <dd>{delivery ? formatMoney(delivery, currency) : 'Free'}</dd>
            <dt className={styles.total}>Total</dt>
            <dd className={styles.total}>{money(order.total)}</dd>
            <dt>Includes GST of</dt>
            <dd>{formatMoney(gst, order.total.currencyCode)}</dd>
          </dl>
        </section>
      </div>
      <Shipments order={order} />
    </article>
  );
}
