import { describe, expect, it, vi } from 'vitest';

const hot = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ toast: hot }));

import { TOAST_DURATION_MS, toast, toastWanted } from './toast';

describe('toast', () => {
  it('mounts the toaster on the first message and hands each message to react-hot-toast', async () => {
    const listener = vi.fn();
    const unsubscribe = toastWanted.subscribe(listener);
    expect(toastWanted.getSnapshot()).toBe(false);
    toast.success('You have been logged in.');
    toast.error('Error while logout.Please try again later');
    expect(toastWanted.getSnapshot()).toBe(true);
    // Told once: the toaster stays mounted after the first message.
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hot.error).toHaveBeenCalled());
    expect(hot.success).toHaveBeenCalledWith('You have been logged in.', { duration: TOAST_DURATION_MS });
    expect(hot.error).toHaveBeenCalledWith('Error while logout.Please try again later', {
      duration: TOAST_DURATION_MS,
    });
    unsubscribe();
  });

  it('renders no toaster on the server', () => {
    expect(toastWanted.getServerSnapshot()).toBe(false);
  });
});
