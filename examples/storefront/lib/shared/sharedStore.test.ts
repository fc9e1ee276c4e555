import { describe, expect, it, vi } from 'vitest';
import { storeForEnvironment } from './sharedStore';
import { SharedStoreUnavailableError } from './sharedStoreTypes';

vi.mock('server-only', () => ({}));

describe('storeForEnvironment', () => {
  it("keeps this process's memory without REDIS_URL", async () => {
    const store = storeForEnvironment({ REDIS_URL: ' ' });
    expect(await store.setIfAbsent('key', 'value', 60_000)).toBe(true);
    expect(await store.get('key')).toBe('value');
  });

  it('talks to the server at REDIS_URL when set (here none answers, so the call says the store is unavailable)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = storeForEnvironment({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      await expect(store.get('key')).rejects.toBeInstanceOf(SharedStoreUnavailableError);
    } finally {
      await store.close();
      warn.mockRestore();
    }
  });
});
