// @vitest-environment jsdom
import type { Invoice, SavedCard } from '@bookshop/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestMakePayment } from './makePaymentLink';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const { MakePayment } = await import('./MakePayment');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const INVOICE = {
  id: 'inv-1',
  invoiceNumber: 'INV0002005',
  issuedOn: '2026-11-01',
  dueOn: '2026-12-01',
  total: money(5000),
  paid: money(0),
  outstanding: money(5000),
  status: 'open',
} as Invoice;
const CARD = { id: 'card-1', brand: 'VISA', lastFour: '1111', expiryMonth: '03', expiryYear: '2030' } as SavedCard;

let host: HTMLDivElement;
let root: Root;
const fetchMock = vi.fn();

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.location.hash = '#make-payment';
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  window.location.hash = '';
  vi.unstubAllGlobals();
});

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const byLabel = (label: string) =>
  document.getElementById(
    [...document.querySelectorAll('label')].find((node) => node.textContent?.trim() === label)?.htmlFor ?? '',
  ) as HTMLInputElement | HTMLSelectElement;

/** Sets a form control's value as typing does, so that React sees the change. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const payButton = () =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.startsWith('Pay')) as
    | HTMLButtonElement
    | undefined;

describe('MakePayment', () => {
  it("opens at #make-payment and offers a new card with checkout's fields, checked before anything is sent", async () => {
    await act(async () => root.render(<MakePayment invoices={[INVOICE]} cards={[CARD]} />));
    expect(dialog()?.textContent).toContain('Make Payment');
    const choice = byLabel('Pay with') as HTMLSelectElement;
    expect([...choice.options].map((option) => option.textContent)).toEqual([
      'VISA ending in 1111 (expires 03/2030)',
      'New card',
    ]);
    expect(byLabel('Card number *')).toBeNull();
    await act(async () => type(choice, 'new'));
    for (const label of ['Card number *', 'Expiry (MM/YY) *', 'CVC *', 'Name on card *']) {
      expect(byLabel(label), label).toBeInstanceOf(HTMLInputElement);
    }
    await act(async () => payButton()?.click());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog()?.textContent).toContain('Please enter a valid card number');
    expect(dialog()?.textContent).toContain('Please enter the name on the card');
    expect(document.activeElement).toBe(byLabel('Card number *'));
  });

  it("opens when the drawer's link asks while the invoices page is already showing", async () => {
    window.location.hash = '';
    await act(async () => root.render(<MakePayment invoices={[INVOICE]} cards={[CARD]} />));
    expect(dialog()).toBeNull();
    await act(async () => requestMakePayment());
    expect(dialog()?.textContent).toContain('Make Payment');
  });

  it('sends the new card instead of a saved one, and shows a decline without a receipt', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: 'Your card was declined. Nothing has been paid; please try another card.' }),
        {
          status: 402,
        },
      ),
    );
    await act(async () => root.render(<MakePayment invoices={[INVOICE]} cards={[]} />));
    // Without saved cards the new card is the choice.
    expect((byLabel('Pay with') as HTMLSelectElement).value).toBe('new');
    await act(async () => {
      type(byLabel('Card number *'), '4000 0000 0000 0002');
      type(byLabel('Expiry (MM/YY) *'), '0330');
      type(byLabel('CVC *'), '737');
      type(byLabel('Name on card *'), 'Peter Jones');
    });
    await act(async () => payButton()?.click());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      attempt: expect.any(String),
      payments: [{ invoice: 'inv-1', amount: '50.00' }],
      newCard: { number: '4000 0000 0000 0002', expiry: '03/30', cvc: '737', holderName: 'Peter Jones' },
    });
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      'Your card was declined. Nothing has been paid; please try another card.',
    );
    expect(dialog()?.querySelector('[role="status"]')).toBeNull();
  });
});
