'use client';

import { formatMoney } from '@bookshop/sdk/rules';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchBasketView, removeLine, setLineQuantity } from '@/lib/basket/basketApi';
import { basketCount } from '@/lib/basket/basketCount';
import type { BasketView } from '@/lib/basket/basketView';
import type { RouteAnswer } from '@/lib/http/routeAnswer';
import { BasketLineRow } from './BasketLineRow';
import { BasketOrderSummary } from './BasketOrderSummary';
import styles from './BasketPage.module.css';
import { DiscountCodes } from './DiscountCodes';

/**
 * The basket page's island: lines with their quantity controls, the discount codes and the summary. Every change goes
 * through the basket routes, which answer the whole basket from commerce; the newest answer is shown (an older one
 * that arrives late is dropped) and the header's badge takes it too. A change that fails shows its message over the
 * basket as it was. An add elsewhere (the cross-sell, another tab) changes the badge's count, and the basket is read
 * again.
 */
export function BasketContents({
  initial,
  kiosk,
  signedIn,
}: {
  initial: BasketView;
  kiosk: boolean;
  /** The server read a customer's session (see `MoveToWishlist`). */
  signedIn: boolean;
}) {
  const [basket, setBasket] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(0);
  const newest = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useSyncExternalStore(basketCount.subscribe, basketCount.get, () => initial.count);

  const show = (next: BasketView) => {
    setBasket(next);
    basketCount.set(next);
  };

  // `basketOf` answers `null` when the write changed nothing (a discount code refused outright).
  const write = async <T,>(send: () => Promise<RouteAnswer<T>>, basketOf: (value: T) => BasketView | null) => {
    const ticket = ++newest.current;
    setPending((running) => running + 1);
    setError(null);
    try {
      const answer = await send();
      if (ticket !== newest.current) return answer;
      if (answer.ok) {
        const next = basketOf(answer.value);
        if (next) show(next);
      } else {
        setError(answer.error);
        // A failure wrote nothing, so the basket this page holds stands; only a conflict (409) says the basket
        // changed elsewhere (another tab, a write that outlasted the retries, stock gone meanwhile), and is read again.
        if (answer.status === 409) {
          const fresh = await fetchBasketView();
          if (fresh.ok && ticket === newest.current) show(fresh.value);
        }
      }
      return answer;
    } finally {
      setPending((running) => running - 1);
    }
  };

  // The badge moved without this page (an add from the cross-sell's flyout, another tab): read the basket again.
  useEffect(() => {
    if (pending || count === basket.count) return;
    const ticket = ++newest.current;
    void fetchBasketView().then((answer) => {
      if (answer.ok && ticket === newest.current) setBasket(answer.value);
    });
  }, [count, basket.count, pending]);

  if (!basket.lines.length) {
    return (
      <div className={styles.empty}>
        <p>Your basket is empty.</p>
        <a href="/" className={styles.primary}>
          Continue shopping
        </a>
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby="basket-items" className={styles.items} aria-busy={pending > 0}>
        <h2 id="basket-items" className={styles.subheading} ref={heading} tabIndex={-1}>
          {basket.count} {basket.count === 1 ? 'item' : 'items'}
        </h2>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <ul className={styles.lines}>
          {basket.lines.map((line) => (
            <BasketLineRow
              key={line.id}
              line={line}
              signedIn={signedIn}
              onQuantity={(quantity) =>
                write(
                  () => setLineQuantity(line.id, quantity),
                  (value) => value,
                )
              }
              onRemove={() =>
                write(
                  () => removeLine(line.id),
                  (value) => value,
                )
              }
              onMoved={() => {
                // The line's own controls leave with it: the focus goes to the list's heading.
                heading.current?.focus();
                void write(fetchBasketView, (value) => value);
              }}
            />
          ))}
        </ul>
      </section>
      <aside aria-labelledby="basket-summary" className={styles.aside}>
        <DiscountCodes codes={basket.discountCodes} cart={basket.cart} write={write} />
        <BasketOrderSummary totals={basket.totals} />
        {kiosk ? null : (
          <a href="/checkout" className={styles.primary}>
            Checkout · {formatMoney(basket.totals.totalCents, basket.totals.currency)}
          </a>
        )}
      </aside>
    </div>
  );
}
