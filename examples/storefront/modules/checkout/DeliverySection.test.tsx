// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState, DeliveryChoice } from '@/lib/checkout/checkoutTypes';

type Answer = { ok: true; value: CheckoutState };
const pending: { choice: DeliveryChoice; answer(value: Answer): void }[] = [];
vi.mock('@/lib/checkout/checkoutApi', () => ({
  saveDelivery: (choice: DeliveryChoice) => new Promise<Answer>((answer) => pending.push({ choice, answer })),
}));
vi.mock('@/lib/stores/storesApi', () => ({
  searchStores: async () => ({ ok: true, value: { stores: [] } }),
}));

const { DeliverySection } = await import('./DeliverySection');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = (delivery: DeliveryChoice | null): CheckoutState => ({
  basket: {
    count: 1,
    quantities: { S1: 1 },
    lines: [],
    discountCodes: [],
    cart: null,
    totals: {
      currency: 'AUD',
      subtotalCents: 2000,
      discountCents: 0,
      deliveryCents: null,
      freeDeliveryRemainingCents: 7900,
      gstCents: 182,
      totalCents: 2000,
    },
  },
  email: 'jo@example.com',
  signedIn: false,
  address: null,
  delivery,
  donationCents: 0,
});
const stores = ['a', 'b', 'c'].map((id) => ({ id, slug: id, name: `Store ${id.toUpperCase()}`, address: `${id} St` }));

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  pending.length = 0;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const radio = (value: string) => host.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;

describe('DeliverySection', () => {
  it('sends one store choice at a time, the newest last, and shows only the answer to the newest', async () => {
    const saved = vi.fn();
    await act(async () =>
      root.render(
        <DeliverySection
          state={state({ mode: 'collect', storeId: 'a' })}
          stores={stores}
          onSaved={saved}
          onUnsaved={() => {}}
        />,
      ),
    );
    // Arrowing through the stores: B, then C, then back to B while B's save is still on its way.
    await act(async () => radio('b').click());
    await act(async () => radio('c').click());
    await act(async () => radio('b').click());
    expect(pending.map((save) => save.choice)).toEqual([{ mode: 'collect', storeId: 'b' }]);
    await act(async () => pending[0]?.answer({ ok: true, value: state({ mode: 'collect', storeId: 'b' }) }));
    // The first answer is overtaken (not shown); only the newest choice follows, once the first has landed.
    expect(saved).not.toHaveBeenCalled();
    expect(pending.map((save) => save.choice)).toEqual([
      { mode: 'collect', storeId: 'b' },
      { mode: 'collect', storeId: 'b' },
    ]);
    await act(async () => pending[1]?.answer({ ok: true, value: state({ mode: 'collect', storeId: 'b' }) }));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(2);
  });
});
