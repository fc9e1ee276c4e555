import { formatMoney } from '@bookshop/sdk/rules';
import type { PlacedOrderDetail } from '@/lib/checkout/checkoutTypes';
import { GiftCardRecipientNote } from '@/modules/basket/GiftCardRecipientNote';
import { OrderTotals } from '@/modules/basket/OrderTotals';
import styles from './Checkout.module.css';

const PLACED_AT = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Australia/Sydney',
});

/**
 * `/checkout/confirmation`: 'Thank you for your order' with its number and email, the lines, where it goes (the
 * address or the store), how it was paid and the totals, as the server read them for the shopper who placed it.
 */
export function OrderConfirmation({ order }: { order: PlacedOrderDetail }) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <div className={styles.confirmation}>
      <div className={styles.form}>
        <h1 className={styles.heading}>Thank you for your order</h1>
        <dl className={styles.details}>
          <div>
            <dt>Order number</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>{PLACED_AT.format(new Date(order.placedAt))}</dd>
          </div>
          <div>
            <dt>Confirmation sent to</dt>
            <dd>{order.email}</dd>
          </div>
          <div>
            <dt>{order.delivery.mode === 'collect' ? 'Click & Collect from' : 'Delivering to'}</dt>
            <dd>{order.delivery.mode === 'collect' ? order.delivery.storeName : order.delivery.address}</dd>
          </div>
        </dl>
      </div>
      <section aria-labelledby="confirmation-items" className={styles.section}>
        <h2 id="confirmation-items" className={styles.subheading}>
          Items
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line.key} className={styles.line}>
              <div>
                {line.name} <span className={styles.muted}>× {line.quantity}</span>
                {line.giftCardRecipient ? (
                  <GiftCardRecipientNote recipient={line.giftCardRecipient} className={styles.recipient} />
                ) : null}
              </div>
              <span>{money(line.totalCents)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="confirmation-payments" className={styles.section}>
        <h2 id="confirmation-payments" className={styles.subheading}>
          Payment
        </h2>
        <ul className={styles.lines}>
          {order.payments.map((payment) => (
            <li key={payment.label} className={styles.line}>
              <span>{payment.label}</span>
              <span>{money(payment.amountCents)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals totals={order} delivery={order.deliveryCents ? money(order.deliveryCents) : 'Free'} />
      </section>
      <p>
        <a href="/" className={styles.primary}>
          Continue shopping
        </a>
      </p>
    </div>
  );
}
