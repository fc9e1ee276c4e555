import { type Price as PriceValue, priceDisplay } from '@bookshop/sdk/rules';
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef } from 'react';

// Screen readers do not announce strikethrough, so the old price is introduced in words only they hear.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Class names for each part of {@link Price}, for styling without wrappers. */
export interface PriceClassNames {
  current?: string;
  base?: string;
  save?: string;
}

export interface PriceProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** A commercetools-style price in cents; none shows 'No price available'. */
  price?: PriceValue | null;
  classNames?: PriceClassNames;
}

/**
 * An unstyled price display: the price, the struck-through base price and 'Save $x (y%)' when discounted.
 * `data-state` is `discounted`, `regular` or `unavailable`, so a stylesheet can tell them apart.
 *
 * @example
 * ```tsx
 * <Price price={product.price} className={styles.price} classNames={{ base: styles.was, save: styles.save }} />
 * ```
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price({ price, classNames, ...props }, ref) {
  const text = priceDisplay(price);
  const state = !price ? 'unavailable' : text.base ? 'discounted' : 'regular';
  return (
    <span data-state={state} {...props} ref={ref}>
      <span className={classNames?.current}>{text.price}</span>
      {text.base ? (
        <>
          {' '}
          <s className={classNames?.base}>
            <span style={visuallyHidden}>was </span>
            {text.base}
          </s>{' '}
          <span className={classNames?.save}>{text.saveText}</span>
        </>
      ) : null}
    </span>
  );
});
