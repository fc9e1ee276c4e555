'use client';

import { FlyoutCarousel, Modal, Price } from '@bookshop/react';
import type { ProductSummary } from '@bookshop/sdk';
import { NAME_LENGTH_FLYOUT } from '@bookshop/sdk/rules';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchBasketRecommendations, fetchBasketView } from '@/lib/basket/basketApi';
import { basketCount } from '@/lib/basket/basketCount';
import { type BasketShelf, type BasketView, newestFirst } from '@/lib/basket/basketView';
import { Cover } from '@/modules/products/Cover';
import { ProductNameLink } from '@/modules/products/ProductNameLink';
import styles from './BasketFlyout.module.css';
import { FlyoutLine } from './FlyoutLine';
import { FlyoutProductAction } from './FlyoutProductAction';

let closeShown: (() => void) | undefined;

export interface BasketFlyoutProps {
  /** The basket the add answered with. */
  basket: BasketView;
  onClose: () => void;
}

function Recommended({
  product,
  basket,
  onAdded,
}: {
  product: ProductSummary;
  basket: BasketView;
  onAdded: (basket: BasketView) => void;
}) {
  return (
    <article className={styles.product}>
      <Cover className={styles.productCover} src={product.imageUrl} width={96} height={144} />
      <div className={styles.productBody}>
        <ProductNameLink
          slug={product.slug}
          name={product.name}
          length={NAME_LENGTH_FLYOUT}
          className={styles.name}
          tipClassName={styles.tip}
        />
        {product.authors.length ? <p className={styles.meta}>{product.authors.join(', ')}</p> : null}
        <Price price={product.price} className={styles.productPrice} classNames={{ base: styles.was }} />
        <FlyoutProductAction product={product} basket={basket} onAdded={onAdded} className={styles.action} />
      </div>
    </article>
  );
}

/**
 * The added-to-basket flyout (spec A2, A9): a side panel on Radix Dialog titled 'Added to Basket', the basket's items
 * newest first (names cut at 70 characters), 'View Basket' and 'Checkout', and 'You may also like' one product at a
 * time, each with its availability button. Escape, the close button or a click outside close it, and the focus goes
 * back to the button that added.
 */
export function BasketFlyout({ basket: added, onClose }: BasketFlyoutProps) {
  // One flyout a page: a newer add's flyout closes the one before (two quick adds on two cards).
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const mine = () => close.current();
    closeShown?.();
    closeShown = mine;
    return () => {
      if (closeShown === mine) closeShown = undefined;
    };
  }, []);
  const [basket, setBasket] = useState(added);
  const [shelf, setShelf] = useState<BasketShelf | null>(null);
  useEffect(() => {
    let current = true;
    void fetchBasketRecommendations().then((answer) => {
      if (current && answer.ok) setShelf(answer.value);
    });
    return () => {
      current = false;
    };
  }, []);
  // Adds that overlapped can answer out of order, the last with fewer lines; once the badge has read the basket
  // again and counts otherwise, the flyout reads it too.
  const count = useSyncExternalStore(basketCount.subscribe, basketCount.get, () => added.count);
  useEffect(() => {
    if (count === basket.count) return;
    let current = true;
    void fetchBasketView().then((answer) => {
      if (current && answer.ok) setBasket(answer.value);
    });
    return () => {
      current = false;
    };
  }, [count, basket.count]);
  const lines = newestFirst(basket.lines);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Added to Basket"
      className={styles.panel}
      classNames={{ overlay: styles.overlay, title: styles.title, close: styles.close }}
      closeLabel="Close basket"
      // React events bubble out of a portal to the add button's ancestors: a carousel would track a product click or
      // slide to the focused item. What happens in the flyout stays in it.
      onClick={(event) => event.stopPropagation()}
      onFocus={(event) => event.stopPropagation()}
    >
      <ul className={styles.lines} aria-label="Items in your basket">
        {lines.map((line) => (
          <FlyoutLine key={line.id} line={line} />
        ))}
      </ul>
      <div className={styles.buttons}>
        <a href="/cart" className={styles.secondary}>
          View Basket
        </a>
        <a href="/checkout" className={styles.primary}>
          Checkout
        </a>
      </div>
      {shelf?.products.length ? (
        <FlyoutCarousel
          label={shelf.title}
          className={styles.carousel}
          classNames={{
            header: styles.carouselHeader,
            heading: styles.carouselHeading,
            controls: styles.controls,
            previous: styles.control,
            next: styles.control,
            viewport: styles.viewport,
            slide: styles.slide,
          }}
        >
          {shelf.products.map((product) => (
            <Recommended key={product.sku} product={product} basket={basket} onAdded={setBasket} />
          ))}
        </FlyoutCarousel>
      ) : null}
    </Modal>
  );
}
