import { formatMoney } from '@bookshop/sdk/rules';
import type { CheckoutState } from '@/lib/checkout/checkoutTypes';
import { OrderTotals } from '@/modules/basket/OrderTotals';
import styles from './Checkout.module.css';

/** What the order comes to: commerce's basket total and the donation, which the back end charges beside it. */
export const orderTotalCents = (state: CheckoutState) => state.basket.totals.totalCents + state.donationCents;

/**
 * The order summary, all from the server's state: the lines, subtotal, discounts, delivery (once chosen), the
 * donation, the GST included and the total in AUD.
 */
export function CheckoutSummary({ state }: { state: CheckoutState }) {
  const { basket, delivery, donationCents } = state;
  const { totals } = basket;
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const deliveryText =
    delivery?.mode === 'collect'
      ? 'Click & Collect (free)'
      : delivery?.mode === 'standard' && totals.deliveryCents !== null
        ? totals.deliveryCents === 0
          ? 'Free'
          : money(totals.deliveryCents)
        : 'Choose delivery';
  return (
    <section aria-labelledby="checkout-summary" className={styles.form}>
      <h2 id="checkout-summary" className={styles.subheading}>
        Order summary
      </h2>
      <ul className={styles.lines} aria-label="Items">
        {basket.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span>
              {line.name} <span className={styles.muted}>× {line.quantity}</span>
            </span>
            <span>{money(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals
        totals={{ ...totals, donationCents, totalCents: orderTotalCents(state) }}
        delivery={deliveryText}
        totalTestId="checkout-total"
      />
    </section>
  );
}
