// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { basketAddAttributes, basketAddState, paintBasketAdd, readBasketAdd } from './basketAddButton';

function buttonWith(attributes: Record<string, string>, label = 'Add to basket') {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
  button.textContent = label;
  return button;
}

describe('basketAddAttributes and readBasketAdd', () => {
  it('carry the product, the view and the stock through the markup', () => {
    const data = {
      productId: 'p-1',
      sku: 'SKU-1',
      view: 'list' as const,
      availability: 'back-order',
      restockableInDays: 3,
      availableQuantity: 0,
    };
    expect(readBasketAdd(buttonWith(basketAddAttributes(data)))).toEqual(data);
  });

  it('leave unset stock and the default view out, and read them back as unset and grid', () => {
    const attributes = basketAddAttributes({ productId: 'p-2', sku: 'SKU-2', view: 'grid', availability: 'available' });
    expect(Object.keys(attributes)).toEqual(['data-basket-add', 'data-basket-sku', 'data-stock']);
    expect(readBasketAdd(buttonWith(attributes))).toEqual({
      productId: 'p-2',
      sku: 'SKU-2',
      view: 'grid',
      availability: 'available',
      restockableInDays: undefined,
      availableQuantity: undefined,
    });
  });
});

describe('basketAddState', () => {
  const limited = {
    productId: 'p',
    sku: 's',
    view: 'grid' as const,
    availability: 'limited-stock',
    availableQuantity: 2,
  };

  it('counts the units already in the basket: the last one turns the button unavailable', () => {
    expect(basketAddState(limited, { quantityInCart: 1 })).toMatchObject({ label: 'Add to basket', inactive: false });
    expect(basketAddState(limited, { quantityInCart: 2 })).toMatchObject({
      label: 'Unavailable',
      availability: 'unavailable',
      inactive: true,
    });
  });

  it('reads unavailable once commerce refused more, and is inactive while busy', () => {
    expect(basketAddState(limited, { soldOut: true })).toMatchObject({ label: 'Unavailable', inactive: true });
    expect(basketAddState(limited, { busy: true })).toMatchObject({
      label: 'Add to basket',
      busy: true,
      inactive: true,
    });
  });

  it('says Add in the list view', () => {
    expect(basketAddState({ ...limited, availability: 'available', view: 'list' }, {}).label).toBe('Add');
  });
});

describe('paintBasketAdd', () => {
  it('shows the state on the button, aria-disabled rather than disabled', () => {
    const button = buttonWith({});
    paintBasketAdd(button, {
      label: 'Unavailable',
      tone: 'default',
      availability: 'unavailable',
      busy: false,
      inactive: true,
    });
    expect(button.textContent).toBe('Unavailable');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.dataset.availability).toBe('unavailable');
    expect(button.disabled).toBe(false);
  });
});
