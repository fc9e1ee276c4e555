import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, toastStore } from './toast';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows each message in order, tells subscribers, and removes it after the duration', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast.success('You have been logged in.');
    toast.error('Error while logout.Please try again later');
    expect(toastStore.getSnapshot().map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'You have been logged in.'],
      ['error', 'Error while logout.Please try again later'],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toastStore.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot()).toHaveLength(0);
    unsubscribe();
  });

  it('dismisses one toast early and leaves the others', () => {
    const first = toast.success('one');
    toast.success('two');
    toast.dismiss(first);
    expect(toastStore.getSnapshot().map((item) => item.message)).toEqual(['two']);
  });

  it('renders nothing on the server', () => {
    toast.success('not for the server');
    expect(toastStore.getServerSnapshot()).toEqual([]);
  });
});
