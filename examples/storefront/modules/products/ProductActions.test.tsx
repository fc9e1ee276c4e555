// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { basketCount } from '@/lib/basket/basketCount';
import { basketAddAttributes } from './basketAddButton';
import { ProductActions } from './ProductActions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The add's outcome is the test's to give; the flyout's module is never reached (a refusal opens none).
let answer: (outcome: { refused: string }) => void = () => {};
const added = vi.fn((_input: unknown) => new Promise<{ refused: string }>((resolve) => (answer = resolve)));
vi.mock('@/modules/basket/addOneToBasket', () => ({ addOneToBasket: (input: unknown) => added(input) }));

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  basketCount.set({ count: 0, quantities: {} });
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  added.mockClear();
});

/** Two cards as the server renders their buttons: one of the last two copies, one plentiful. */
function renderList() {
  act(() =>
    root.render(
      <ProductActions list="Best sellers">
        <button
          type="button"
          {...basketAddAttributes({
            productId: 'p-1',
            sku: 'LAST',
            view: 'grid',
            availability: 'limited-stock',
            availableQuantity: 2,
          })}
        >
          Add to basket
        </button>
        <button
          type="button"
          {...basketAddAttributes({ productId: 'p-2', sku: 'MANY', view: 'grid', availability: 'available' })}
        >
          Add to basket
        </button>
      </ProductActions>,
    ),
  );
  const [last, many] = host.querySelectorAll('button');
  return { last: last as HTMLButtonElement, many: many as HTMLButtonElement };
}

it('leaves the server-rendered buttons as they are at load', () => {
  const { last, many } = renderList();
  for (const button of [last, many]) {
    expect(button.textContent).toBe('Add to basket');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  }
});

it('counts the units in the basket into the label of the products it holds, and only theirs', () => {
  const { last, many } = renderList();
  act(() => basketCount.set({ count: 1, quantities: { LAST: 1 } }));
  expect(last.textContent).toBe('Add to basket');
  act(() => basketCount.set({ count: 2, quantities: { LAST: 2 } }));
  expect(last.textContent).toBe('Unavailable');
  expect(last.getAttribute('aria-disabled')).toBe('true');
  expect(many.hasAttribute('aria-disabled')).toBe(false);
  // The lines removed again: the button is offered again.
  act(() => basketCount.set({ count: 0, quantities: {} }));
  expect(last.textContent).toBe('Add to basket');
  expect(last.getAttribute('aria-disabled')).toBe('false');
});

it('adds once however often it is pressed while busy, and stops offering a product commerce refused', async () => {
  const { last } = renderList();
  act(() => last.click());
  act(() => last.click());
  // The add's module arrives with the first press.
  await act(async () => {});
  expect(added).toHaveBeenCalledTimes(1);
  expect(added).toHaveBeenCalledWith({ productId: 'p-1', sku: 'LAST' });
  expect(last.getAttribute('aria-busy')).toBe('true');
  expect(last.getAttribute('aria-disabled')).toBe('true');
  await act(async () => answer({ refused: 'Sold out' }));
  expect(last.getAttribute('aria-busy')).toBe('false');
  expect(last.textContent).toBe('Unavailable');
  await act(async () => last.click());
  expect(added).toHaveBeenCalledTimes(1);
});
