import { describe, expect, it } from 'vitest';
import { configFromEnv, emulatorServices, resolveConfig } from './config';
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

  it("takes the shop's currency as `currency: 'NZD'`, beside or instead of the rate service", () => {
    const config = resolveConfig({ locale: 'en-AU', currency: 'NZD' });
    expect([config.currencyCode, config.currency]).toEqual(['NZD', undefined]);
    const withRates = resolveConfig({ currency: { baseUrl: 'https://rates.example/' } });
    expect([withRates.currencyCode, withRates.currency]).toEqual(['AUD', { baseUrl: 'https://rates.example' }]);
    expect(() => resolveConfig({ currency: 'dollars' })).toThrow(ValidationError);
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
    expect(input.yotpo).toEqual({ baseUrl: 'http://127.0.0.1:4100/yotpo', apiKey: 'key' });
    expect(resolveConfig(input).searchspring?.contentSiteId).toBe('xyz789');
    expect(() => resolveConfig({ emarsys: { baseUrl: 'https://api.emarsys.net', username: 'shop001' } })).toThrow(
      /emarsys\.secret: username and secret go together/,
    );
  });

  it('emulatorServices fills every section', () => {
    expect(Object.keys(emulatorServices('http://127.0.0.1:4000/'))).toEqual([
      'commercetools',
      'searchspring',
      'contentstack',
      'backend',
      'loqate',
      'currency',
      'emarsys',
      'yotpo',
    ]);
  });
});
