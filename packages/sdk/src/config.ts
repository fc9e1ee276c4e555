import * as z from 'zod/mini';
import { memoryTokenStore, type TokenStore } from './auth/tokenStore';
import { CONCURRENT_MODIFICATION_RETRIES } from './commercetools/withVersionRetry';
import type { RateStore } from './currency/rateStore';
import type { ValidationError } from './errors';
import { describeIssues, parseOrThrow } from './transport/wire';

const url = z.pipe(
  z.url({ protocol: /^https?$/, error: 'an http(s) URL such as https://api.example.com' }),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);
const text = () => z.string().check(z.minLength(1, 'must not be empty'));
const optionalText = () => z.optional(text());

/** Logger the SDK reports to; `console` fits. */
export interface Logger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

const commercetools = z.strictObject({
  apiUrl: url,
  authUrl: url,
  projectKey: text(),
  clientId: text(),
  clientSecret: text(),
});
// `recommendUrl`: Searchspring serves recommendations from its own host (`https://{siteId}.a.p13n.searchspring.io`,
// beside search's `https://{siteId}.a.searchspring.io`); unset, recommendations go to `baseUrl` (the emulator's case).
const searchspring = z.strictObject({
  baseUrl: url,
  siteId: text(),
  contentSiteId: optionalText(),
  recommendUrl: z.optional(url),
});
const contentstack = z.strictObject({ baseUrl: url, apiKey: text(), deliveryToken: text(), environment: text() });
const baseUrlOnly = z.strictObject({ baseUrl: url });
const loqate = z.strictObject({ baseUrl: url, key: text() });
/** Adyen's Checkout API: its base URL (up to, not including, `/v71`), the API key and the merchant account. */
const adyen = z.strictObject({ baseUrl: url, apiKey: text(), merchantAccount: text() });
/** Emarsys Suite API v2: the WSSE user and secret sign every request (the emulator checks them too). */
const emarsys = z.strictObject({ baseUrl: url, username: optionalText(), secret: optionalText() }).check(
  z.refine((value) => !value.username === !value.secret, {
    error: 'username and secret go together',
    path: ['secret'],
  }),
);
/**
 * Yotpo. Loyalty (`baseUrl`, `https://loyalty.yotpo.com/api/v2` live): the account's GUID and API key travel as
 * `x-guid` / `x-api-key` (the emulator needs neither). Reviews (`reviewsUrl`, `https://api.yotpo.com` live, `baseUrl`
 * when unset as on the emulator): the store's app key and secret key are exchanged for a `utoken`.
 */
const yotpo = z.strictObject({
  baseUrl: url,
  guid: optionalText(),
  apiKey: optionalText(),
  reviewsUrl: z.optional(url),
  appKey: optionalText(),
  secretKey: optionalText(),
});
/** A whole number from `min` (to `max`), `fallback` when not given; the message says which. */
const wholeNumber = (fallback: number, min: number, max?: number) => {
  const range = max === undefined ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`;
  const bounds = max === undefined ? [z.minimum(min, range)] : [z.minimum(min, range), z.maximum(max, range)];
  return z._default(z.int({ error: range }).check(...bounds), fallback);
};
const CURRENCY_CODE = "a three-letter code such as 'AUD' (the rate service is `currencyRates: { baseUrl }`)";
const currencyCode = () => z.string({ error: CURRENCY_CODE }).check(z.regex(/^[A-Z]{3}$/, CURRENCY_CODE));
/** A BCP 47 language tag: `Intl` formats prices and dates with it, and would throw on anything else. */
const locale = z.string({ error: "a language tag such as 'en-AU'" }).check(
  z.refine((value) => {
    try {
      return Intl.getCanonicalLocales(value).length === 1;
    } catch {
      return false;
    }
  }, "a language tag such as 'en-AU'"),
);

const configShape = {
  commercetools: z.optional(commercetools),
  searchspring: z.optional(searchspring),
  contentstack: z.optional(contentstack),
  /** The shop's own back end: sign-in, account data, stores, gift cards and more. */
  backend: z.optional(baseUrlOnly),
  loqate: z.optional(loqate),
  /** Payments (Adyen's Checkout API): new cards, stored cards and gift cards. */
  adyen: z.optional(adyen),
  /** The currency rate service (`GET ?from&to&amount=100`). */
  currencyRates: z.optional(baseUrlOnly),
  /** Newsletter contacts (Emarsys). */
  emarsys: z.optional(emarsys),
  /** Loyalty and reviews (Yotpo); the emulator's back end has no `api/update-yotpo-customer`, so the SDK calls Yotpo. */
  yotpo: z.optional(yotpo),
  locale: z._default(locale, 'en-AU'),
  /** The shop's currency, a three-letter code: `currency: 'AUD'` is the same as `currencyCode: 'AUD'`. */
  currency: z.optional(currencyCode()),
  /** The shop's currency, `AUD` unless given here or as `currency`. */
  currencyCode: z.optional(currencyCode()),
  /**
   * Milliseconds one attempt (its headers and body) may take before it is abandoned, with a `BookshopError` whose
   * message ends 'timed out'. Each retry of a GET has its own; for a limit on the whole call pass
   * `signal: AbortSignal.timeout(ms)`.
   */
  timeoutMs: wholeNumber(10_000, 1),
  /** Extra attempts for idempotent GETs that failed on the network or with a 5xx. */
  retries: wholeNumber(2, 0, 5),
  /** How many times an update is re-sent with the current version after a ConcurrentModification. */
  versionRetries: wholeNumber(CONCURRENT_MODIFICATION_RETRIES, 0, 20),
};

/** `currency` and `currencyCode` name one thing: both given, they must agree. */
function oneCurrency<T extends { currency?: string; currencyCode?: string }>() {
  return z.refine<T>((value) => !value.currency || !value.currencyCode || value.currency === value.currencyCode, {
    error: 'currency and currencyCode name the same thing and differ',
    path: ['currencyCode'],
  });
}

/**
 * The zod schema of the configuration's data; every service section is optional so an app configures only what it
 * calls. It is strict, as is each section: a misspelt or unknown key is an error, not a setting silently ignored. The
 * runtime dependencies (`fetch`, `logger`, `tokenStore`, `now`, `currencyRateStore`) are not data, so this schema
 * refuses them: validate what `createBookshop` takes with {@link resolveConfig}, which checks both.
 *
 * @example
 * ```ts
 * const checked = bookshopConfigSchema.safeParse(JSON.parse(await readFile('bookshop.json', 'utf8')));
 * if (!checked.success) console.error(checked.error.issues);
 * ```
 */
export const bookshopConfigSchema = z.strictObject(configShape).check(oneCurrency());

const isFunction = (value: unknown) => typeof value === 'function';
/**
 * An optional dependency the SDK calls: a function, or an object with these methods. Checked, and kept as given
 * (not copied, so a class instance keeps its `this`).
 */
const callable = <T>(...methods: string[]) =>
  z.optional(
    z
      .unknown()
      .check(
        z.refine(
          (value) =>
            methods[0]
              ? methods.every((name) => isFunction((value as Record<string, unknown> | null)?.[name]))
              : isFunction(value),
          methods[0] ? `Expected an object with the methods ${methods.join(', ')}` : 'Expected a function',
        ),
      ) as z.ZodMiniType<T>,
  );

/** The data and the dependencies in one strict object, so every problem is reported at once. */
const configWithDependencies = z
  .strictObject({
    ...configShape,
    fetch: callable<typeof fetch>(),
    logger: callable<Logger>('warn', 'error'),
    tokenStore: callable<TokenStore>('get', 'set', 'clear'),
    now: callable<() => number>(),
    currencyRateStore: callable<RateStore>('get', 'set'),
  })
  .check(oneCurrency());

/** What `createBookshop` accepts: base URLs and keys per service, plus options. */
export type BookshopConfigInput = z.input<typeof bookshopConfigSchema>;
type ServiceName =
  | 'commercetools'
  | 'searchspring'
  | 'contentstack'
  | 'backend'
  | 'loqate'
  | 'adyen'
  | 'currencyRates'
  | 'emarsys'
  | 'yotpo';
/** The service sections of the configuration. */
export type BookshopServices = Pick<BookshopConfigInput, ServiceName>;

/** The validated configuration, with defaults applied and trailing slashes removed from URLs. */
export interface BookshopConfig extends Omit<z.output<typeof bookshopConfigSchema>, 'currency' | 'currencyCode'> {
  currencyCode: string;
  fetch: typeof fetch;
  logger: Logger;
  tokenStore: TokenStore;
  now: () => number;
  currencyRateStore?: RateStore;
}

/** Runtime dependencies that are not plain data, kept out of the exported zod schema (checked, not copied). */
export interface BookshopDependencies {
  fetch?: typeof fetch;
  logger?: Logger;
  /** Where the shopper's OAuth token is kept; in memory by default. */
  tokenStore?: TokenStore;
  /** The clock, in epoch milliseconds; `Date.now` by default (tests pass their own). */
  now?: () => number;
  /** Where currency rates are cached for 24 hours; in memory by default. */
  currencyRateStore?: RateStore;
}

/**
 * Validates a configuration once, at creation, and fills in defaults.
 *
 * @throws {@link ValidationError} listing every invalid or missing field, every unknown key (in the object or in a
 * service section), and any `fetch`, `now`, `logger` (`warn`, `error`), `tokenStore` (`get`, `set`, `clear`) or
 * `currencyRateStore` (`get`, `set`) without the functions the SDK calls.
 * @example
 * ```ts
 * const config = resolveConfig({ searchspring: { baseUrl: 'http://127.0.0.1:4000/searchspring', siteId: 'bookshop' } });
 * config.locale; // 'en-AU'
 * ```
 */
export function resolveConfig(input: BookshopConfigInput & BookshopDependencies): BookshopConfig {
  const {
    currency,
    fetch: fetchImpl,
    logger,
    tokenStore,
    now,
    ...parsed
  } = parseOrThrow(
    configWithDependencies,
    input,
    (issues) => `Invalid bookshop configuration: ${describeIssues(issues)}`,
  );
  // Looked up on every call, not bound now: frameworks (Next.js) and test tools (msw) replace the global fetch later.
  const lateFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
  return {
    ...parsed,
    currencyCode: currency ?? parsed.currencyCode ?? 'AUD',
    fetch: fetchImpl ?? lateFetch,
    logger: logger ?? console,
    tokenStore: tokenStore ?? memoryTokenStore(),
    now: now ?? Date.now,
  };
}

/**
 * Reads the configuration from `BOOKSHOP_*` environment variables. `BOOKSHOP_EMULATOR_URL` points every service at
 * one local emulator with its default keys; each service's own variables override it.
 *
 * | variable | meaning |
 * |---|---|
 * | `BOOKSHOP_EMULATOR_URL` | base URL of `@bookshop/emulator`, e.g. `http://127.0.0.1:4000` |
 * | `BOOKSHOP_SEARCHSPRING_URL`, `BOOKSHOP_SEARCHSPRING_SITE_ID` | Searchspring |
 * | `BOOKSHOP_SEARCHSPRING_CONTENT_SITE_ID` | the content feed's site id (default `{siteId}-content`) |
 * | `BOOKSHOP_SEARCHSPRING_RECOMMEND_URL` | Searchspring's recommendations host (default: the Searchspring URL) |
 * | `BOOKSHOP_COMMERCETOOLS_API_URL`, `_AUTH_URL`, `_PROJECT_KEY`, `_CLIENT_ID`, `_CLIENT_SECRET` | commercetools |
 * | `BOOKSHOP_CONTENTSTACK_URL`, `_API_KEY`, `_DELIVERY_TOKEN`, `_ENVIRONMENT` | Contentstack |
 * | `BOOKSHOP_BACKEND_URL` | the shop's own back end |
 * | `BOOKSHOP_LOQATE_URL`, `BOOKSHOP_LOQATE_KEY` | Loqate |
 * | `BOOKSHOP_ADYEN_URL`, `BOOKSHOP_ADYEN_API_KEY`, `BOOKSHOP_ADYEN_MERCHANT_ACCOUNT` | Adyen (payments) |
 * | `BOOKSHOP_CURRENCY_URL` | the currency rate service |
 * | `BOOKSHOP_EMARSYS_URL`, `BOOKSHOP_EMARSYS_USERNAME`, `BOOKSHOP_EMARSYS_SECRET` | Emarsys (newsletter) |
 * | `BOOKSHOP_YOTPO_URL`, `BOOKSHOP_YOTPO_GUID`, `BOOKSHOP_YOTPO_API_KEY` | Yotpo (loyalty) |
 * | `BOOKSHOP_YOTPO_REVIEWS_URL`, `BOOKSHOP_YOTPO_APP_KEY`, `BOOKSHOP_YOTPO_SECRET_KEY` | Yotpo (reviews) |
 * | `BOOKSHOP_LOCALE`, `BOOKSHOP_CURRENCY` | defaults `en-AU`, `AUD` |
 *
 * A variable set to the empty string counts as unset. Without `env`, `process.env` is read where there is one (Node,
 * Next.js on the server); in a browser nothing is, so pass `env` there.
 *
 * @example
 * ```ts
 * const bookshop = createBookshop(configFromEnv());
 * ```
 */
export function configFromEnv(
  // A browser has no `process`: nothing is set there unless `env` is given.
  env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env,
): BookshopConfigInput {
  const emulator: BookshopServices = env.BOOKSHOP_EMULATOR_URL ? emulatorServices(env.BOOKSHOP_EMULATOR_URL) : {};
  const pick = <T extends object>(base: T | undefined, values: Record<string, string | undefined>): T | undefined => {
    // An empty variable (`BOOKSHOP_X=`) is unset, as a missing one is.
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
    if (!base && Object.keys(given).length === 0) return undefined;
    return { ...base, ...given } as T;
  };
  return {
    commercetools: pick(emulator.commercetools, {
      apiUrl: env.BOOKSHOP_COMMERCETOOLS_API_URL,
      authUrl: env.BOOKSHOP_COMMERCETOOLS_AUTH_URL,
      projectKey: env.BOOKSHOP_COMMERCETOOLS_PROJECT_KEY,
      clientId: env.BOOKSHOP_COMMERCETOOLS_CLIENT_ID,
      clientSecret: env.BOOKSHOP_COMMERCETOOLS_CLIENT_SECRET,
    }),
    searchspring: pick(emulator.searchspring, {
      baseUrl: env.BOOKSHOP_SEARCHSPRING_URL,
      siteId: env.BOOKSHOP_SEARCHSPRING_SITE_ID,
      contentSiteId: env.BOOKSHOP_SEARCHSPRING_CONTENT_SITE_ID,
      recommendUrl: env.BOOKSHOP_SEARCHSPRING_RECOMMEND_URL,
    }),
    contentstack: pick(emulator.contentstack, {
      baseUrl: env.BOOKSHOP_CONTENTSTACK_URL,
      apiKey: env.BOOKSHOP_CONTENTSTACK_API_KEY,
      deliveryToken: env.BOOKSHOP_CONTENTSTACK_DELIVERY_TOKEN,
      environment: env.BOOKSHOP_CONTENTSTACK_ENVIRONMENT,
    }),
    backend: pick(emulator.backend, { baseUrl: env.BOOKSHOP_BACKEND_URL }),
    loqate: pick(emulator.loqate, { baseUrl: env.BOOKSHOP_LOQATE_URL, key: env.BOOKSHOP_LOQATE_KEY }),
    adyen: pick(emulator.adyen, {
      baseUrl: env.BOOKSHOP_ADYEN_URL,
      apiKey: env.BOOKSHOP_ADYEN_API_KEY,
      merchantAccount: env.BOOKSHOP_ADYEN_MERCHANT_ACCOUNT,
    }),
    currencyRates: pick(emulator.currencyRates, { baseUrl: env.BOOKSHOP_CURRENCY_URL }),
    emarsys: pick(emulator.emarsys, {
      baseUrl: env.BOOKSHOP_EMARSYS_URL,
      username: env.BOOKSHOP_EMARSYS_USERNAME,
      secret: env.BOOKSHOP_EMARSYS_SECRET,
    }),
    yotpo: pick(emulator.yotpo, {
      baseUrl: env.BOOKSHOP_YOTPO_URL,
      guid: env.BOOKSHOP_YOTPO_GUID,
      apiKey: env.BOOKSHOP_YOTPO_API_KEY,
      reviewsUrl: env.BOOKSHOP_YOTPO_REVIEWS_URL,
      appKey: env.BOOKSHOP_YOTPO_APP_KEY,
      secretKey: env.BOOKSHOP_YOTPO_SECRET_KEY,
    }),
    ...(env.BOOKSHOP_LOCALE ? { locale: env.BOOKSHOP_LOCALE } : {}),
    ...(env.BOOKSHOP_CURRENCY ? { currencyCode: env.BOOKSHOP_CURRENCY } : {}),
  };
}

/**
 * Every service section pointed at one `@bookshop/emulator`, with the emulator's default project key, site id,
 * environment and demo keys.
 *
 * @example
 * ```ts
 * const bookshop = createBookshop(emulatorServices('http://127.0.0.1:4000'));
 * ```
 */
export function emulatorServices(baseUrl: string): Required<BookshopServices> {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    commercetools: {
      apiUrl: `${base}/commercetools`,
      authUrl: `${base}/commercetools`,
      projectKey: 'bookshop',
      clientId: 'bookshop-storefront',
      clientSecret: 'emulator-secret',
    },
    searchspring: { baseUrl: `${base}/searchspring`, siteId: 'bookshop' },
    contentstack: {
      baseUrl: `${base}/contentstack`,
      apiKey: 'emulator-api-key',
      deliveryToken: 'emulator-delivery-token',
      environment: 'development',
    },
    backend: { baseUrl: `${base}/backend` },
    loqate: { baseUrl: `${base}/loqate`, key: 'emulator-loqate-key' },
    adyen: { baseUrl: `${base}/adyen/checkout`, apiKey: 'emulator-adyen-key', merchantAccount: 'BookshopECOM' },
    currencyRates: { baseUrl: `${base}/currency` },
    emarsys: { baseUrl: `${base}/emarsys`, username: 'bookshop001', secret: 'emulator-emarsys-secret' },
    yotpo: { baseUrl: `${base}/yotpo`, appKey: 'emulator-app-key', secretKey: 'emulator-yotpo-secret' },
  };
}
