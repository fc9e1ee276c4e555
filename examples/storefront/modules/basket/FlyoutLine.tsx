import { formatMoney, NAME_LENGTH_FLYOUT, showBackOrderBadge } from '@bookshop/sdk/rules';
import type { BasketLine } from '@/lib/basket/basketView';
import { Cover } from '@/modules/products/Cover';
import { ProductNameLink } from '@/modules/products/ProductNameLink';
import styles from './BasketFlyout.module.css';
import { GiftCardRecipientNote } from './GiftCardRecipientNote';

/**
 * A basket line in the flyout (spec A9): cover, name cut at 70 characters (the whole name in a tooltip), authors,
 * format, a gift card's recipient, a 'Back order' badge for a stocked type that is out of stock (spec A4), the managed content's notice when the
 * product has a special shipping method (spec A9), quantity and line price.
 */
export function FlyoutLine({ line }: { line: BasketLine }) {
  return (
    <li className={styles.line}>
      <Cover className={styles.cover} src={line.imageUrl} width={64} height={96} />
      <div className={styles.lineBody}>
        <ProductNameLink
          slug={line.slug}
          name={line.name}
          length={NAME_LENGTH_FLYOUT}
          className={styles.name}
          tipClassName={styles.tip}
        />
        {line.authors.length ? <p className={styles.meta}>{line.authors.join(', ')}</p> : null}
        {line.format ? <p className={styles.meta}>{line.format}</p> : null}
        {showBackOrderBadge({ productType: line.productType, isOnStock: line.isOnStock }) ? (
          <p className={styles.badge}>Back order</p>
        ) : null}
        {line.giftCardRecipient ? (
          <GiftCardRecipientNote recipient={line.giftCardRecipient} className={styles.meta} />
        ) : null}
        {line.shippingNotice ? (
          <p className={styles.notice} data-shipping-method={line.shippingMethodKey}>
            {line.shippingNotice}
          </p>
        ) : null}
        <p className={styles.quantity}>Qty: {line.quantity}</p>
      </div>
      <p className={styles.price}>{formatMoney(line.totalCents)}</p>
    </li>
  );
}
