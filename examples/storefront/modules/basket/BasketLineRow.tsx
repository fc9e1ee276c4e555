'use client';

import { Price } from '@bookshop/react';
import { formatMoney, priceDisplay } from '@bookshop/sdk/rules';
import type { BasketLine } from '@/lib/basket/basketView';
import { Cover } from '@/modules/products/Cover';
import styles from './BasketPage.module.css';
import { GiftCardRecipientNote } from './GiftCardRecipientNote';
import { MoveToWishlist } from './MoveToWishlist';

/**
 * A basket line: cover, linked name, authors, format, a gift card's recipient, the unit price (struck base price and savings when discounted),
 * a quantity stepper bounded by the line's stock (`maxQuantity`), Remove, 'Move to wishlist' for a signed-in shopper,
 * and the line price. The buttons stay focusable at their bounds (`aria-disabled`), so the keyboard does not lose its
 * place.
 */
export function BasketLineRow({
  line,
  signedIn,
  onQuantity,
  onRemove,
  onMoved,
}: {
  line: BasketLine;
  /** The server read a customer's session (see `MoveToWishlist`). */
  signedIn: boolean;
  onQuantity: (quantity: number) => unknown;
  onRemove: () => unknown;
  /** The line was moved to a wishlist (and left the basket). */
  onMoved: () => void;
}) {
  const atMost = line.quantity >= line.maxQuantity;
  const atLeast = line.quantity <= 1;
  const base = line.unitPrice?.discounted ? line.unitPrice.value.centAmount * line.quantity : null;
  const saved =
    base === null
      ? null
      : priceDisplay({
          value: { centAmount: base, currencyCode: line.unitPrice?.value.currencyCode ?? 'AUD' },
          discounted: {
            value: { centAmount: line.totalCents, currencyCode: line.unitPrice?.value.currencyCode ?? 'AUD' },
          },
        });
  return (
    <li className={styles.line} data-line-id={line.id}>
      <Cover className={styles.cover} src={line.imageUrl} width={96} height={144} />
      <div className={styles.lineBody}>
        <h3 className={styles.name}>
          <a href={`/product/${line.slug}`}>{line.name}</a>
        </h3>
        {line.authors.length ? <p className={styles.meta}>{line.authors.join(', ')}</p> : null}
        {line.format ? <p className={styles.meta}>{line.format}</p> : null}
        {line.giftCardRecipient ? (
          <GiftCardRecipientNote recipient={line.giftCardRecipient} className={styles.meta} />
        ) : null}
        <Price
          price={line.unitPrice}
          className={styles.unitPrice}
          classNames={{ base: styles.was, save: styles.save }}
        />
        <div className={styles.controls}>
          <div className={styles.stepper}>
            <button
              type="button"
              className={styles.step}
              aria-label={`Decrease quantity of ${line.name}`}
              aria-disabled={atLeast}
              onClick={atLeast ? undefined : () => onQuantity(line.quantity - 1)}
            >
              −
            </button>
            <output className={styles.count} aria-label={`Quantity of ${line.name}`} aria-live="polite">
              {line.quantity}
            </output>
            <button
              type="button"
              className={styles.step}
              aria-label={`Increase quantity of ${line.name}`}
              aria-disabled={atMost}
              title={atMost ? 'No more in stock' : undefined}
              onClick={atMost ? undefined : () => onQuantity(line.quantity + 1)}
            >
              +
            </button>
          </div>
          <button type="button" className={styles.link} aria-label={`Remove ${line.name}`} onClick={() => onRemove()}>
            Remove
          </button>
          <MoveToWishlist line={line} signedIn={signedIn} onMoved={onMoved} />
        </div>
      </div>
      <div className={styles.linePrice}>
        <p className={styles.total} data-testid="line-price">
          {formatMoney(line.totalCents)}
        </p>
        {saved?.base ? (
          <>
            <p className={styles.was}>
              <s>{saved.base}</s>
            </p>
            <p className={styles.save}>{saved.saveText}</p>
          </>
        ) : null}
      </div>
    </li>
  );
}
