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

describe('createPriceRangeController: the slider', () => {
  it('shows slid ends at once and commits them once, on flush', () => {
    const timers = manualTimers();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, schedule: timers.schedule });
    price.slide({ min: 30, max: 250 });
    price.slide({ min: 35, max: 250 });
    expect(price.getState()).toEqual({ min: 35, max: 250, pending: true });
    expect(onCommit).not.toHaveBeenCalled();
    price.flush();
    price.flush();
    // The release's commit takes the place of the pause's.
    expect(timers.waiting).toBe(false);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 3500, high: 25_000 });
  });

  it("commits a slide after the debounce's pause when nothing is released (a screen reader's increment)", () => {
    const timers = manualTimers();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, schedule: timers.schedule, debounceMs: 500 });
    price.slide({ min: 22, max: 250 });
    expect([timers.waiting, timers.delay]).toEqual([true, 500]);
    timers.fire();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 2200, high: 25_000 });
    expect(price.getState().pending).toBe(false);
  });

  it('takes over a typed change waiting for its debounce', () => {
    const timers = manualTimers();
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit, schedule: timers.schedule });
    price.setMax(90);
    price.slide({ min: 21, max: 100 });
    expect(price.getState()).toEqual({ min: 21, max: 100, pending: true });
    price.flush();
    expect(timers.waiting).toBe(false);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 2100, high: 10_000 });
  });

  it('a slide that changes nothing leaves nothing to commit', () => {
    const onCommit = vi.fn();
    const price = createPriceRangeController({ bounds, onCommit });
    price.slide({ min: 21, max: 250 });
    price.flush();
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('<PriceRange>', () => {
  it('has one track with two labelled thumbs that show the boxes’ ends, and commits a box after the debounce', () => {
    vi.useFakeTimers();
    try {
      const onCommit = vi.fn();
      render(<Harness onCommit={onCommit} />);
      const group = screen.getByRole('group', { name: 'Price' });
      const min = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
      const max = screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
      // One track holds both thumbs, each over the facet's whole range in whole dollars.
      expect(min.parentElement).toBe(max.parentElement);
      expect([min.min, min.max, min.step, min.value]).toEqual(['21', '250', '1', '21']);
      expect(min.getAttribute('aria-valuetext')).toBe('$21');
      expect(max.value).toBe('250');
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
      expect([max.value, max.getAttribute('aria-valuetext')]).toEqual(['75', '$75']);
      // Off the $5 grid the box and the thumb still agree.
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Min $ (minimum price in dollars)' }), {
        target: { value: '33' },
      });
      expect(min.value).toBe('33');
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves a thumb by arrows and Page Up/Down in the facet’s steps, the box following, and searches once on key up', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const min = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
    const box = screen.getByRole('spinbutton', { name: 'Min $ (minimum price in dollars)' }) as HTMLInputElement;
    const press = (key: string) => fireEvent.keyDown(min, { key });
    press('ArrowRight');
    expect([min.value, box.value]).toEqual(['25', '25']);
    press('ArrowUp');
    press('PageUp');
    expect([min.value, box.value]).toEqual(['80', '80']);
    press('ArrowLeft');
    press('ArrowDown');
    press('PageDown');
    expect(box.value).toBe('21');
    press('ArrowRight');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyUp(min, { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 2500, high: 25_000 });
    fireEvent.keyDown(min, { key: 'a' });
    fireEvent.keyUp(min, { key: 'a' });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('a drag moves the thumb on the facet’s steps, never past the other, and searches once, on release', () => {
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    const min = screen.getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement;
    const max = screen.getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
    const box = screen.getByRole('spinbutton', { name: 'Max $ (maximum price in dollars)' }) as HTMLInputElement;
    fireEvent.change(max, { target: { value: '199' } });
    expect([max.value, box.value]).toEqual(['195', '195']);
    fireEvent.change(max, { target: { value: '122' } });
    expect([max.value, box.value]).toEqual(['120', '120']);
    // A one-dollar move (an assistive technology's increment) reaches the next step, not back to its own.
    fireEvent.change(min, { target: { value: '22' } });
    expect(min.value).toBe('25');
    fireEvent.change(min, { target: { value: '140' } });
    expect(min.value).toBe('120');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(min);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ low: 12_000, high: 12_000 });
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
