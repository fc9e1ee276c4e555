import { formatMoney } from '@bookshop/sdk/rules';
import styles from './OrderTotals.module.css';

/** The money of a basket or an order, in cents of its currency. */
export interface OrderTotalsValues {
  currency: string;
  subtotalCents: number;
  discountCents: number;
  /** Beside the basket's total (a donation); its row shows only when there is one. */
  donationCents?: number;
  totalCents: number;
  gstCents: number;
}

/**
 * The totals rows the basket, checkout and the confirmation share: subtotal, discounts (when there are any),
 * delivery (as the caller words it: a price, 'Free', 'Click & Collect (free)'...), a donation (when there is one), the
 * total in its currency and the GST it includes.
 */
export function OrderTotals({
  totals,
  delivery,
  totalTestId,
}: {
  totals: OrderTotalsValues;
  delivery: string;
  /** A test id on the total's amount, for tests that read it. */
  totalTestId?: string;
}) {
  const money = (cents: number) => formatMoney(cents, totals.currency);
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotalCents)}</dd>
      </div>
      {totals.discountCents ? (
        <div>
          <dt>Discounts</dt>
          <dd>−{money(totals.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Delivery</dt>
        <dd>{delivery}</dd>
      </div>
      {totals.donationCents ? (
        <div>
          <dt>Donation</dt>
          <dd>{money(totals.donationCents)}</dd>
        </div>
      ) : null}
      <div className={styles.grandTotal}>
        <dt>Total ({totals.currency})</dt>
        <dd data-testid={totalTestId}>{money(totals.totalCents)}</dd>
      </div>
      <div className={styles.gst}>
        <dt>GST included</dt>
        <dd>{money(totals.gstCents)}</dd>
      </div>
    </dl>
  );
}
