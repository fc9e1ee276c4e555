// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const add = vi.fn();
vi.mock('@/modules/basket/useAddToBasket', () => ({
  useAddToBasket: () => ({ busy: false, add, flyout: null, quantityInCart: 0, soldOut: false }),
}));

const { default: GiftCardPurchase } = await import('./GiftCardPurchase');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  add.mockReset();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const byLabel = (text: string) => {
  const label = [...host.querySelectorAll('label')].find((candidate) => candidate.textContent === text);
  return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | HTMLTextAreaElement;
};

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = () => host.querySelector('form')?.requestSubmit();

describe('GiftCardPurchase', () => {
  it('states the amount, says what each field lacks beside it, and sends nothing', async () => {
    await act(async () =>
      root.render(<GiftCardPurchase product={{ id: 'p1', sku: 'G1', name: 'Gift Card $50' }} amountCents={5000} />),
    );
    expect(host.textContent).toContain('Amount: $50.00');
    await act(async () => submit());
    const name = byLabel("Recipient's name");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Please enter the recipient's name",
    );
    expect(document.activeElement).toBe(name);
    expect(host.textContent).toContain("Please enter the recipient's email");
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the card for the recipient and clears the form; a failed add keeps the text', async () => {
    add.mockResolvedValueOnce(true);
    await act(async () =>
      root.render(<GiftCardPurchase product={{ id: 'p1', sku: 'G1', name: 'Gift Card $50' }} amountCents={5000} />),
    );
    await act(async () => {
      type(byLabel("Recipient's name"), ' Ann Lee ');
      type(byLabel("Recipient's email"), 'ann@example.com');
      type(byLabel('Message (optional)'), 'Happy birthday');
    });
    await act(async () => submit());
    expect(add).toHaveBeenCalledWith({ name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday' });
    expect(byLabel("Recipient's name").value).toBe('');

    add.mockResolvedValueOnce(undefined);
    await act(async () => {
      type(byLabel("Recipient's name"), 'Ann');
      type(byLabel("Recipient's email"), 'ann@example.com');
    });
    await act(async () => submit());
    expect(byLabel("Recipient's name").value).toBe('Ann');
  });
});
