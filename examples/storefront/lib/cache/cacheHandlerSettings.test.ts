import { existsSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheHandlerSettings, sharesNextCaches } from './cacheHandlerSettings';

describe('cacheHandlerSettings', () => {
  it("leaves Next's own in-memory handler without REDIS_URL", () => {
    for (const env of [{}, { REDIS_URL: '' }, { REDIS_URL: '  ' }]) {
      expect(cacheHandlerSettings(env)).toEqual({});
      expect(sharesNextCaches(env)).toBe(false);
    }
  });

  it("names the registered handler's file for 'use cache' and 'use cache: remote' with REDIS_URL", () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const { cacheHandlers } = cacheHandlerSettings(env);
    expect(sharesNextCaches(env)).toBe(true);
    expect(cacheHandlers?.default).toMatch(/\/lib\/cache\/registeredCacheHandler\.mjs$/);
    expect(cacheHandlers?.remote).toBe(cacheHandlers?.default);
    // Next imports it as it is, from its build folder when relative: so an absolute path to a real file.
    expect(isAbsolute(cacheHandlers?.default ?? '')).toBe(true);
    expect(existsSync(cacheHandlers?.default ?? '')).toBe(true);
  });
});
