import { describe, expect, it, vi } from 'vitest';
import type { BasketView } from '@/lib/basket/basketView';
import { createBasketFlyoutStore } from './basketFlyoutStore';

const basket = (count: number) => ({ count }) as BasketView;

describe('createBasketFlyoutStore', () => {
  it('shows one flyout: a newer add takes it over', () => {
    const store = createBasketFlyoutStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('first', basket(1));
    store.show('second', basket(2));
    expect(store.basketFor('first')).toBeNull();
    expect(store.basketFor('second')?.count).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('closes only for the button that shows it, or for anyone when no owner is named', () => {
    const store = createBasketFlyoutStore();
    store.show('second', basket(2));
    store.close('first');
    expect(store.basketFor('second')?.count).toBe(2);
    store.close('second');
    expect(store.basketFor('second')).toBeNull();
    store.show('third', basket(3));
    store.close();
    expect(store.basketFor('third')).toBeNull();
  });
});
