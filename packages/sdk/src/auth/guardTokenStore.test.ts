import { describe, expect, it } from 'vitest';
import { BookshopError } from '../errors';
import { guardTokenStore } from './guardTokenStore';
import { memoryTokenStore } from './tokenStore';

describe('guardTokenStore', () => {
  it("passes a working store's answers through", async () => {
    const store = guardTokenStore(memoryTokenStore());
    const token = { accessToken: 'a', expiresAt: 1, scope: '' };
    await store.set(token);
    expect(await store.get()).toEqual(token);
    await store.clear();
    expect(await store.get()).toBeUndefined();
  });

  it("turns each step's failure into a BookshopError that keeps the store's error", async () => {
    const down = new Error('redis down');
    const store = guardTokenStore({
      get: () => {
        throw down;
      },
      set: async () => Promise.reject(down),
      clear: () => {
        throw down;
      },
    });
    const steps: [string, () => unknown][] = [
      ['read the token', () => store.get()],
      ['keep the token', () => store.set({ accessToken: 'a', expiresAt: 1, scope: '' })],
      ['clear the token', () => store.clear()],
    ];
    for (const [step, call] of steps) {
      const error = await Promise.resolve()
        .then(call)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BookshopError);
      expect(error).toMatchObject({ message: `The token store failed to ${step}`, cause: down });
    }
  });
});
