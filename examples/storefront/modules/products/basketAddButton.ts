import {
  type AvailabilityInput,
  availabilityButton,
  effectiveAvailability,
  type ProductView,
} from '@bookshop/sdk/rules';

/**
 * What a card's add button carries for its list's one island (`ProductActions`): the product, the view and the stock
 * the availability rules need. The button is rendered on the server, so the cards of a page hydrate nothing; the
 * island reads these back when the button is pressed or the basket changes.
 */
export interface BasketAddData
  extends Pick<AvailabilityInput, 'availability' | 'restockableInDays' | 'availableQuantity'> {
  productId: string;
  sku: string;
  view: ProductView;
}

/** The selector of every delegated add button. */
export const BASKET_ADD = 'button[data-basket-add]';

/** The button's data attributes, each left out when unset. */
export function basketAddAttributes(data: BasketAddData): Record<string, string> {
  const attributes: Record<string, string> = { 'data-basket-add': data.productId, 'data-basket-sku': data.sku };
  // Grid is the default view.
  if (data.view === 'list') attributes['data-view'] = data.view;
  if (data.availability != null) attributes['data-stock'] = data.availability;
  if (data.restockableInDays != null) attributes['data-restockable-in-days'] = String(data.restockableInDays);
  if (data.availableQuantity != null) attributes['data-available-quantity'] = String(data.availableQuantity);
  return attributes;
}

const numberOrUndefined = (text: string | undefined) => (text === undefined ? undefined : Number(text));

/** Reads back what `basketAddAttributes` wrote. */
export function readBasketAdd(button: HTMLElement): BasketAddData {
  const { basketAdd, basketSku, view, stock, restockableInDays, availableQuantity } = button.dataset;
  return {
    productId: basketAdd ?? '',
    sku: basketSku ?? '',
    view: view === 'list' ? 'list' : 'grid',
    availability: stock,
    restockableInDays: numberOrUndefined(restockableInDays),
    availableQuantity: numberOrUndefined(availableQuantity),
  };
}

/**
 * The button as the rules show it (spec C4) with the units already in the basket: once one more would exceed the
 * stock, or commerce refused an add (`soldOut`), it reads 'Unavailable'. Busy or unavailable, it is inactive.
 */
export function basketAddState(
  data: BasketAddData,
  { quantityInCart = 0, soldOut = false, busy = false }: { quantityInCart?: number; soldOut?: boolean; busy?: boolean },
) {
  const availability = soldOut ? 'unavailable' : effectiveAvailability({ ...data, quantityInCart });
  const { label, tone, disabled } = availabilityButton(availability, data.view);
  return { label, tone, availability, busy, inactive: busy || disabled };
}

export type BasketAddState = ReturnType<typeof basketAddState>;

/**
 * Shows `state` on a server-rendered button. Busy or unavailable, it is `aria-disabled` rather than `disabled`: a
 * disabled button drops the keyboard focus to the page, and the shopper who pressed it would have to find their
 * place again.
 */
export function paintBasketAdd(button: HTMLElement, state: BasketAddState) {
  if (button.textContent !== state.label) button.textContent = state.label;
  button.dataset.tone = state.tone;
  button.dataset.availability = state.availability;
  button.setAttribute('aria-disabled', String(state.inactive));
  button.setAttribute('aria-busy', String(state.busy));
}
