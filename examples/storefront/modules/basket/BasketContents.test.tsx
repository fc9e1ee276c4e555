// @vitest-environment jsdom
import { type SessionApi, SessionProvider } from '@bookshop/react';
import type { Cart } from '@bookshop/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BasketView, basketView } from '@/lib/basket/basketView';

// The basket routes, replaced: what the page does with each answer is tested here.
const api = vi.hoisted(() => ({
  fetchBasketView: vi.fn(),
  setLineQuantity: vi.fn(),
  removeLine: vi.fn(),
  applyDiscountCode: vi.fn(),
  removeDiscountCode: vi.fn(),
}));
vi.mock('@/lib/basket/basketApi', () => api);
// The badge takes what the page shows, so the page reads the basket only after a change.
const badge = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/basket/basketCount', () => ({
  basketCount: {
    subscribe: () => () => {},
    get: () => badge.count,
    set: (next: { count: number }) => {
      badge.count = next.count;
    },
  },
}));
const { BasketContents } = await import('./BasketContents');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const BASKET = basketView({
  id: 'c1',
  version: 3,
  totalLineItemQuantity: 2,
  totalPrice: money(4000),
  lineItems: [
    {
      id: 'line-1',
      productId: 'p1',
      name: 'Grace',
      quantity: 2,
      productType: { key: 'book' },
      variant: { id: 1, sku: 'S1', images: [], attributesRaw: [], availability: { noChannel: { isOnStock: true } } },
      price: { value: money(2000) },
      totalPrice: money(4000),
    },
  ],
  discountCodes: [{ state: 'MatchesCart', discountCode: { id: 'dc-welcome10', code: 'WELCOME10' } }],
} as unknown as Cart);
const EMPTY: BasketView = basketView(null);

let host: HTMLDivElement;
let root: Root;

async function renderBasket() {
  badge.count = BASKET.count;
  const session: SessionApi = { load: async () => ({ customer: null }), signIn: vi.fn(), signOut: vi.fn() };
  await act(async () =>
    root.render(
      <SessionProvider api={session} initial={{ customer: null }}>
        <BasketContents initial={BASKET} kiosk={false} signedIn={false} />
      </SessionProvider>,
    ),
  );
}

const button = (name: string) => {
  const found = [...host.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const press = (name: string) => act(async () => button(name).click());
const refused = (status: number, error: string) => ({ ok: false, status, error });
const alertText = () => host.querySelector('[role="alert"]')?.textContent;

describe('BasketContents', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('keeps the basket it holds after a failed change and shows why, reading it again only after a conflict', async () => {
    await renderBasket();
    api.removeLine.mockResolvedValueOnce(refused(502, 'The basket is unavailable, please try again later'));
    await press('Remove Grace');
    expect(alertText()).toBe('The basket is unavailable, please try again later');
    expect(host.textContent).toContain('Grace');
    api.setLineQuantity.mockResolvedValueOnce(refused(404, 'That item is no longer in your basket'));
    await press('Decrease quantity of Grace');
    expect(alertText()).toBe('That item is no longer in your basket');
    expect(api.fetchBasketView).not.toHaveBeenCalled();

    // A conflict says the basket changed elsewhere (another tab): the page reads it and shows what it holds now.
    api.removeLine.mockResolvedValueOnce(refused(409, 'The basket changed in another window, please try again'));
    api.fetchBasketView.mockResolvedValue({ ok: true, status: 200, value: EMPTY });
    await press('Remove Grace');
    expect(api.fetchBasketView).toHaveBeenCalledTimes(1);
    expect(host.textContent).toContain('Your basket is empty.');
  });

  it("takes a discount code off the basket's cart as the page holds it", async () => {
    await renderBasket();
    api.removeDiscountCode.mockResolvedValue({ ok: true, status: 200, value: BASKET });
    await press('Remove discount code WELCOME10');
    expect(api.removeDiscountCode).toHaveBeenCalledWith('dc-welcome10', {
      id: 'c1',
      version: 3,
      unappliedCodeIds: [],
    });
  });
});
