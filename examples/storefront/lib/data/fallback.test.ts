import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { withFallback } = await import('./fallback');

describe('withFallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers what the read loaded', async () => {
    await expect(withFallback('the footer', async () => 'footer', null)).resolves.toBe('footer');
  });

  it('answers the fallback and logs what failed', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = new Error('content service down');
    await expect(withFallback('the footer', () => Promise.reject(down), null)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Could not load the footer', down);
  });

  it('does not log a read the shopper abandoned', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    await expect(
      withFallback('suggestions', () => Promise.reject(new Error('aborted')), [], controller.signal),
    ).resolves.toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
