import type { ProductSummary } from '@bookshop/sdk';
import { availabilityButton, type ProductView, productAvailability } from '@bookshop/sdk/rules';
import styles from './AvailabilityAction.module.css';
import { basketAddAttributes, basketAddState } from './basketAddButton';
import { useProductDescription } from './useProductDescription';

export interface AvailabilityActionProps {
  product: ProductSummary;
  view: ProductView;
  /** In-store kiosks never add to a basket (spec C6). */
  kiosk?: boolean;
  className?: string;
}

/**
 * A product's action by the availability rules (spec C4): the button `availabilityButton` names for the product's
 * `productAvailability`, or, for a stockless product type (gift cards), an 'Available' link to its page. Hidden
 * in kiosk mode, where nothing is added to a basket. Everything is rendered on the server: an add button is pressed
 * through the one island around its list or product (`ProductActions`), which also counts the units already in the
 * basket into its label.
 */
export function AvailabilityAction({ product, view, kiosk = false, className }: AvailabilityActionProps) {
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  const { describedBy, description } = useProductDescription(product.name);
  // Units already in the basket only ever make a product unavailable; the basket button counts them in the browser.
  const state = productAvailability({ ...product.stock, productType: product.productType });
  if (state === 'stockless') {
    return (
      <>
        <a
          href={`/product/${product.slug}`}
          className={classes(styles.action, className)}
          data-tone="default"
          aria-describedby={describedBy}
        >
          Available
        </a>
        {description}
      </>
    );
  }
  if (kiosk) return null;
  const button = availabilityButton(state, view);
  if (button.disabled) {
    return (
      <>
        <button
          type="button"
          className={classes(styles.action, className)}
          data-tone={button.tone}
          data-availability={state}
          disabled
          aria-describedby={describedBy}
        >
          {button.label}
        </button>
        {description}
      </>
    );
  }
  const data = { productId: product.id, sku: product.sku, view, ...product.stock };
  const shown = basketAddState(data, {});
  return (
    <>
      <button
        type="button"
        className={classes(styles.action, className)}
        data-tone={shown.tone === 'default' ? undefined : shown.tone}
        aria-describedby={describedBy}
        {...basketAddAttributes(data)}
      >
        {shown.label}
      </button>
      {description}
    </>
  );
}
