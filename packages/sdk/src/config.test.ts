import { describe, expect, it, vi } from 'vitest';
import type { TokenSet } from './auth/tokenStore';
import { configFromEnv, emulatorServices, resolveConfig } from './config';
import { memoryRateStore } from './currency/rateStore';
import { ValidationError } from './errors';

describe('resolveConfig', () => {
  it('applies defaults and trims trailing slashes', () => {
    const config = resolveConfig({
      searchspring: { baseUrl: 'http://127.0.0.1:4000/searchspring/', siteId: 'bookshop' },
    });
    expect(config.searchspring?.baseUrl).toBe('http://127.0.0.1:4000/searchspring');
    expect([config.locale, config.currencyCode, config.timeoutMs, config.retries]).toEqual(['en-AU', 'AUD', 10000, 2]);
    expect(config.commercetools).toBeUndefined();
    expect(typeof config.fetch).toBe('function');
  });

  it("takes the shop's currency as `currency: 'NZD'` or `currencyCode`, and the rate service as `currencyRates`", () => {
    const config = resolveConfig({ locale: 'en-AU', currency: 'NZD' });
    expect([config.currencyCode, config.currencyRates]).toEqual(['NZD', undefined]);
    expect(resolveConfig({ currencyCode: 'NZD' }).currencyCode).toBe('NZD');
    expect(resolveConfig({ currency: 'NZD', currencyCode: 'NZD' }).currencyCode).toBe('NZD');
    // The issue's wording beside a service section: the rate service stays (it was once the same key).
    const both = resolveConfig({ ...emulatorServices('http://127.0.0.1:4000'), currency: 'AUD' });
    expect([both.currencyCode, both.currencyRates]).toEqual(['AUD', { baseUrl: 'http://127.0.0.1:4000/currency' }]);
    const problem = (input: unknown) => {
      try {
        resolveConfig(input as never);
      } catch (error) {
        return error instanceof ValidationError ? error.message : String(error);
      }
      return 'accepted';
    };
    expect(problem({ currency: 'dollars' })).toContain("a three-letter code such as 'AUD'");
    expect(problem({ currency: { baseUrl: 'https://rates.example' } })).toContain('currencyRates: { baseUrl }');
    expect(problem({ currency: 'NZD', currencyCode: 'AUD' })).toContain(
      'currency and currencyCode name the same thing and differ',
    );
  });

  it('lists every invalid field in one ValidationError', () => {
    const attempt = () =>
      resolveConfig({ searchspring: { baseUrl: 'not a url', siteId: '' }, currencyCode: 'AUDX' } as never);
    expect(attempt).toThrow(ValidationError);
    try {
      attempt();
    } catch (error) {
      const paths = (error as ValidationError).issues.map((issue) => issue.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['searchspring.baseUrl', 'searchspring.siteId', 'currencyCode']));
    }
  });

  it('says what each field needs, and refuses a currency or locale that Intl would throw on later', () => {
    const message = (input: object) => {
      try {
        resolveConfig(input as never);
        return 'accepted';
      } catch (error) {
        return (error as ValidationError).issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      }
    };
    expect(message({ backend: { baseUrl: 'localhost:4710/backend' } })).toEqual([
      'backend.baseUrl: an http(s) URL such as https://api.example.com',
    ]);
    expect(message({ loqate: { baseUrl: 'http://127.0.0.1', key: '' } })).toEqual(['loqate.key: must not be empty']);
    expect(message({ timeoutMs: 0 })).toEqual(['timeoutMs: a whole number from 1']);
    expect(message({ retries: 9 })).toEqual(['retries: a whole number from 0 to 5']);
    expect(message({ versionRetries: 1.5 })).toEqual(['versionRetries: a whole number from 0 to 20']);
    expect(message({ currencyCode: 'A$D' })).toEqual([
      "currencyCode: a three-letter code such as 'AUD' (the rate service is `currencyRates: { baseUrl }`)",
    ]);
    expect(message({ locale: 'not a locale!!' })).toEqual(["locale: a language tag such as 'en-AU'"]);
    expect(message({ locale: 'en-NZ', currencyCode: 'NZD' })).toBe('accepted');
  });

  it('refuses an unknown or misspelt key, at the top and in every service section, naming it', () => {
    const problem = (input: unknown) => {
      try {
        resolveConfig(input as never);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return error as ValidationError;
      }
      throw new Error('accepted');
    };
    const top = problem({ serchspring: { baseUrl: 'https://s.example', siteId: 'x' } });
    expect(top.issues).toEqual([{ path: [], message: 'Unknown key "serchspring"' }]);
    expect(top.message).toBe('Invalid bookshop configuration: (root): Unknown key "serchspring"');
    expect(problem({ locale: 'en-AU', timeout: 5, retry: 1 }).message).toMatch(/Unknown keys "timeout", "retry"/);
    for (const [section, value] of Object.entries(emulatorServices('http://127.0.0.1:4000'))) {
      const error = problem({ [section]: { ...value, baseURL: 'https://typo.example' } });
      expect(error.issues).toEqual([{ path: [section], message: 'Unknown key "baseURL"' }]);
      expect(error.message).toContain(`${section}: Unknown key "baseURL"`);
    }
    expect(problem({ searchspring: { baseUrl: 'https://s.example', siteid: 'x' } }).message).toMatch(
      /searchspring\.siteId: .*searchspring: Unknown key "siteid"/,
    );
  });

  it('checks the dependencies for the functions the SDK calls, and keeps the ones given as they are', () => {
    const attempt = () =>
      resolveConfig({
        fetch: 'https://example.com',
        logger: { warn: () => undefined },
        tokenStore: { get: () => undefined, set: () => undefined },
        now: 1,
        currencyRateStore: null,
      } as never);
    expect(attempt).toThrow(ValidationError);
    const issues = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as ValidationError).issues;
      }
    })();
    expect(issues).toEqual([
      { path: ['fetch'], message: 'Expected a function' },
      { path: ['logger'], message: 'Expected an object with the methods warn, error' },
      { path: ['tokenStore'], message: 'Expected an object with the methods get, set, clear' },
      { path: ['now'], message: 'Expected a function' },
      { path: ['currencyRateStore'], message: 'Expected an object with the methods get, set' },
    ]);

    class CookieStore {
      #token: TokenSet | undefined;
      get() {
        return this.#token;
      }
      set(token: TokenSet) {
        this.#token = token;
      }
      clear() {
        this.#token = undefined;
      }
    }
    const fetchImpl = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    const logger = { warn: () => undefined, error: () => undefined, info: () => undefined };
    const tokenStore = new CookieStore();
    const currencyRateStore = memoryRateStore();
    const now = () => 42;
    const config = resolveConfig({ fetch: fetchImpl, logger, tokenStore, now, currencyRateStore });
    expect([config.fetch, config.logger, config.tokenStore, config.now, config.currencyRateStore]).toEqual([
      fetchImpl,
      logger,
      tokenStore,
      now,
      currencyRateStore,
    ]);
    expect(config.tokenStore).toBe(tokenStore);
    expect(config.logger).toBe(logger);
  });
});

describe('configFromEnv', () => {
  it('points every service at the emulator and lets a service variable override it', () => {
    const input = configFromEnv({
      BOOKSHOP_EMULATOR_URL: 'http://127.0.0.1:4100',
      BOOKSHOP_SEARCHSPRING_SITE_ID: 'live-site',
      BOOKSHOP_LOCALE: 'en-NZ',
    });
    expect(input.searchspring).toEqual({ baseUrl: 'http://127.0.0.1:4100/searchspring', siteId: 'live-site' });
    expect(input.commercetools?.projectKey).toBe('bookshop');
    expect(input.locale).toBe('en-NZ');
    expect(resolveConfig(input).contentstack?.environment).toBe('development');
  });

  it('leaves unconfigured services out', () => {
    expect(configFromEnv({ BOOKSHOP_BACKEND_URL: 'https://api.example.com/' })).toEqual({
      commercetools: undefined,
      searchspring: undefined,
      contentstack: undefined,
      backend: { baseUrl: 'https://api.example.com/' },
      loqate: undefined,
      currency: undefined,
      emarsys: undefined,
      yotpo: undefined,
    });
  });

  it('reads the Emarsys, Yotpo and content-feed variables, and needs the Emarsys user and secret together', () => {
    const input = configFromEnv({
      BOOKSHOP_EMULATOR_URL: 'http://127.0.0.1:4100',
      BOOKSHOP_EMARSYS_URL: 'https://api.emarsys.net',
      BOOKSHOP_EMARSYS_USERNAME: 'shop001',
      BOOKSHOP_EMARSYS_SECRET: 's3cret',
      BOOKSHOP_YOTPO_API_KEY: 'key',
      BOOKSHOP_SEARCHSPRING_CONTENT_SITE_ID: 'xyz789',
    });
    expect(input.emarsys).toEqual({ baseUrl: 'https://api.emarsys.net', username: 'shop001', secret: 's3cret' });
    expect(input.yotpo).toEqual({
      baseUrl: 'http://127.0.0.1:4100/yotpo',
      apiKey: 'key',
      appKey: 'emulator-app-key',
      secretKey: 'emulator-yotpo-secret',
    });
    expect(resolveConfig(input).searchspring?.contentSiteId).toBe('xyz789');
    expect(() => resolveConfig({ emarsys: { baseUrl: 'https://api.emarsys.net', username: 'shop001' } })).toThrow(
      /emarsys\.secret: username and secret go together/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(
      configFromEnv({
        BOOKSHOP_EMULATOR_URL: 'http://127.0.0.1:4100',
        BOOKSHOP_SEARCHSPRING_SITE_ID: '',
        BOOKSHOP_LOQATE_KEY: '',
        BOOKSHOP_LOCALE: '',
      }),
    ).toEqual(configFromEnv({ BOOKSHOP_EMULATOR_URL: 'http://127.0.0.1:4100' }));
    const input = configFromEnv({ BOOKSHOP_BACKEND_URL: 'https://api.example.com', BOOKSHOP_LOQATE_URL: '' });
    expect(input.loqate).toBeUndefined();
    expect(resolveConfig(input).backend).toEqual({ baseUrl: 'https://api.example.com' });
    expect(configFromEnv({ BOOKSHOP_EMULATOR_URL: '' }).commercetools).toBeUndefined();
  });

  it('reads process.env by default, and nothing where there is no process (a browser)', () => {
    vi.stubEnv('BOOKSHOP_BACKEND_URL', 'https://env.example.com');
    try {
      expect(configFromEnv().backend).toEqual({ baseUrl: 'https://env.example.com' });
    } finally {
      vi.unstubAllEnvs();
    }
    const node = globalThis.process;
    let input: ReturnType<typeof configFromEnv> | undefined;
    Object.defineProperty(globalThis, 'process', { value: undefined, configurable: true, writable: true });
    try {
      input = configFromEnv();
    } finally {
      Object.defineProperty(globalThis, 'process', { value: node, configurable: true, writable: true });
    }
    expect(Object.values(input).filter((value) => value !== undefined)).toEqual([]);
  });

  it('emulatorServices fills every section', () => {
    expect(Object.keys(emulatorServices('http://127.0.0.1:4000/'))).toEqual([
      'commercetools',
      'searchspring',
      'contentstack',
      'backend',
      'loqate',
      'adyen',
      'currencyRates',
      'emarsys',
      'yotpo',
    ]);
  });
});
