import { describe, expect, it } from 'vitest';
import { emulatorServices } from './config';
import { bookshopConfigSchema } from './configSchema';

describe('bookshopConfigSchema', () => {
  it('is a zod schema answering the configuration as createBookshop checks it, defaults applied', () => {
    const checked = bookshopConfigSchema.safeParse({ ...emulatorServices('http://127.0.0.1:4000/'), locale: 'en-NZ' });
    expect(checked.success).toBe(true);
    expect(checked.data).toMatchObject({
      backend: { baseUrl: 'http://127.0.0.1:4000/backend' },
      locale: 'en-NZ',
      timeoutMs: 10_000,
      retries: 2,
    });
  });

  it('reports every problem as a zod issue with its path and message, and refuses the runtime dependencies', () => {
    const checked = bookshopConfigSchema.safeParse({
      backend: { baseUrl: 'localhost:4710' },
      retries: 9,
      fetch: () => undefined,
    });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['backend', 'baseUrl'], message: 'an http(s) URL such as https://api.example.com' },
      { path: ['retries'], message: 'a whole number from 0 to 5' },
      { path: [], message: 'Unknown key "fetch"' },
    ]);
  });
});
