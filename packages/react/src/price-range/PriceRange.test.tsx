import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { PriceRange } from './PriceRange';
import { createPriceRangeController } from './priceRangeController';
import { clearStoredPriceRange, PRICE_MAX_STORAGE_KEY, PRICE_MIN_STORAGE_KEY } from './priceRangeStorage';
import { usePriceRange } from './usePriceRange';

const bounds = { low: 2100, high: 25_000 };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function manualTimers() {
  let pending: (() => void) | undefined;
  let delay = 0;
  return {
    schedule: (run: () => void, ms: number) => {
      pending = run;
      delay = ms;
      return () => {
        pending = undefined;
      };
    },
    fire: () => pending?.(),
    get delay() {
      return delay;
    },
    get waiting() {
      return pending !== undefined;
    },
  };
}

describe('createPriceRangeController', () => {
  it('shows the facet bounds in whole dollars, or the active range', () => {
    expect(createPriceRangeController({ bounds, onCommit: vi.fn() }).getState()).toEqual({
      min: 21,
      max: 250,
      pending: false,
    });
    const active = createPriceRangeController({ bounds, active: { low: 5000, high: 8000 }, onCommit: vi.fn() });
    expect(active.getState()).toMatchObject({ min: 50, max: 80 });
  });

  it('commits 500 ms after the last change, in cents, and keeps the range in storage', () => {
    const timers = manualTimers();
    const storage = memoryStorage();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, storage, schedule: timers.schedule });
    price.setMin(30);
    price.setMax(60);
    expect(price.getState()).toEqual({ min: 30, max: 60, pending: true });
    expect(onCommit).not.toHaveBeenCalled();
    expect(timers.delay).toBe(500);
    timers.fire();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 3000, high: 6000 });
    expect(storage.values.get(PRICE_MIN_STORAGE_KEY)).toBe('30');
    expect(storage.values.get(PRICE_MAX_STORAGE_KEY)).toBe('60');
  });

  it('clamps, swaps reversed ends, and removes the filter for the full range', () => {
    const timers = manualTimers();
    const storage = memoryStorage();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, storage, schedule: timers.schedule });
    price.setMin(100);
    price.setMax(5);
    timers.fire();
    expect(onCommit).toHaveBeenLastCalledWith({ low: 2100, high: 10_000 });
    expect(price.getState()).toEqual({ min: 21, max: 100, pending: false });
    price.setMin(0);
    price.setMax(1000);
    timers.fire();
    expect(onCommit).toHaveBeenLastCalledWith(null);
    expect(storage.values.size).toBe(0);
  });

  it('flushes on demand, follows the URL and clears kept values', () => {
    const timers = manualTimers();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, schedule: timers.schedule });
    price.flush();
    expect(onCommit).not.toHaveBeenCalled();
    price.setMax(40);
    price.flush();
    expect(onCommit).toHaveBeenCalledWith({ low: 2100, high: 4000 });
    price.setMax(90);
    price.sync({ bounds: { low: 0, high: 10_000 }, active: null });
    expect(timers.waiting).toBe(false);
    expect(price.getState()).toEqual({ min: 0, max: 100, pending: false });
    const storage = memoryStorage();
    storage.setItem(PRICE_MIN_STORAGE_KEY, '1');
    clearStoredPriceRange(storage);
    expect(storage.values.size).toBe(0);
    expect(price.stepDollars()).toBe(5);
  });
});

function Harness({ onCommit }: { onCommit: (range: unknown) => void }) {
  const priceRange = usePriceRange({ bounds, onCommit, debounceMs: 500, storage: null });
  return <PriceRange priceRange={priceRange} bounds={bounds} step={500} />;
}

describe('<PriceRange>', () => {
  it('has labelled sliders and boxes in dollars and commits after the debounce', () => {
    vi.useFakeTimers();
    try {
      const onCommit = vi.fn();
      render(<Harness onCommit={onCommit} />);
      const group = screen.getByRole('group', { name: 'Price' });
      const min = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
      expect(min.min).toBe('20');
      expect(min.max).toBe('250');
      expect(min.step).toBe('5');
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Max $ (maximum price in dollars)' }), {
        target: { value: '75' },
      });
      expect(group.dataset.state).toBe('pending');
      act(() => {
        vi.advanceTimersByTime(499);
      });
      expect(onCommit).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onCommit).toHaveBeenCalledWith({ low: 2100, high: 7500 });
      expect(group.dataset.state).toBe('idle');
      expect((screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('75');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a price typed before hydration and commits it', async () => {
    const onCommit = vi.fn();
    await hydrateAfterTyping(<Harness onCommit={onCommit} />, (container) => {
      (container.querySelector('input[name=price-max]') as HTMLInputElement).value = '60';
    });
    expect(
      (screen.getByRole('spinbutton', { name: 'Max $ (maximum price in dollars)' }) as HTMLInputElement).value,
    ).toBe('60');
    // The real 500 ms debounce runs; the wait leaves room for a busy machine.
    await vi.waitFor(() => expect(onCommit).toHaveBeenCalledWith({ low: 2100, high: 6000 }), { timeout: 5_000 });
  });
});
