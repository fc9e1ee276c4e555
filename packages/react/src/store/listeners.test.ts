import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners';

describe('createListeners', () => {
  it('notifies every subscriber until it unsubscribes', () => {
    const listeners = createListeners();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = listeners.subscribe(first);
    listeners.subscribe(second);
    listeners.notify();
    stopFirst();
    listeners.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(listeners.size).toBe(1);
    listeners.clear();
    listeners.notify();
    expect(second).toHaveBeenCalledTimes(2);
    expect(listeners.size).toBe(0);
  });
});
