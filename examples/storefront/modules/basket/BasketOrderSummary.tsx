import { FREE_DELIVERY_THRESHOLD_CENTS, formatMoney } from '@bookshop/sdk/rules';
import type { BasketTotals } from '@/lib/basket/basketView';
import styles from './BasketPage.module.css';
import { OrderTotals } from './OrderTotals';

/** 'Free delivery over $99', from the SDK's threshold. */
export const FREE_DELIVERY_TEXT = `Free delivery over ${formatMoney(FREE_DELIVERY_THRESHOLD_CENTS).replace(/\.00$/, '')}`;

/**
 * The basket's money lines as commerce worked them out: subtotal, discounts, delivery (its fee once checkout has an
 * address; before that free at the threshold, otherwise worked out at checkout, with how much more reaches free
 * delivery), the GST included and the total in AUD.
 */
export function BasketOrderSummary({ totals }: { totals: BasketTotals }) {
  const money = (cents: number) => formatMoney(cents, totals.currency);
  const free = totals.freeDeliveryRemainingCents === 0;
  const delivery =
    totals.deliveryCents !== null
      ? totals.deliveryCents === 0
        ? 'Free'
        : money(totals.deliveryCents)
      : free
        ? 'Free'
        : 'Calculated at checkout';
  return (
    <section className={styles.summary}>
      <h2 id="basket-summary" className={styles.subheading}>
        Order summary
      </h2>
      <OrderTotals totals={totals} delivery={delivery} />
      <p className={styles.delivery}>
        {FREE_DELIVERY_TEXT}
        {free ? '' : `: spend ${money(totals.freeDeliveryRemainingCents)} more for free delivery.`}
      </p>
    </section>
  );
}
