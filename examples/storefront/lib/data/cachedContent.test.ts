import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { cachedContent } = await import('./cachedContent');

describe('cachedContent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reuses one load for five minutes, then loads again', async () => {
    const load = vi.fn(async () => ({ banners: load.mock.calls.length }));
    await expect(cachedContent('reuse', load)).resolves.toEqual({ banners: 1 });
    vi.advanceTimersByTime(5 * 60_000 - 1);
    await expect(cachedContent('reuse', load)).resolves.toEqual({ banners: 1 });
    vi.advanceTimersByTime(1);
    await expect(cachedContent('reuse', load)).resolves.toEqual({ banners: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next call loads again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('content service down'))
      .mockResolvedValueOnce('settings');
    await expect(cachedContent('failure', load)).rejects.toThrow('content service down');
    await expect(cachedContent('failure', load)).resolves.toBe('settings');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each key apart', async () => {
    await cachedContent('footer', async () => 'footer');
    await expect(cachedContent('navigation', async () => 'navigation')).resolves.toBe('navigation');
  });
});
