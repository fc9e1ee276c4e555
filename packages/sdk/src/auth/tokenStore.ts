/** An OAuth token the SDK holds for one shopper (anonymous or signed in). */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  /** Epoch milliseconds after which the access token is no longer accepted. */
  expiresAt: number;
  scope: string;
  /** The signed-in customer's id, read from the scope's `customer_id:` entry; absent for anonymous sessions. */
  customerId?: string;
  /** The anonymous session's id (`anonymous_id:` in the scope), used to merge its cart at sign-in. */
  anonymousId?: string;
}

/**
 * Where the SDK keeps the shopper's token. The default lives in memory; a server keeps it per request (the
 * storefront stores it in an httpOnly cookie) by passing its own implementation.
 */
export interface TokenStore {
  get(): TokenSet | undefined | Promise<TokenSet | undefined>;
  set(token: TokenSet): void | Promise<void>;
  clear(): void | Promise<void>;
}

/**
 * A token store in memory, for scripts, tests and single-user apps.
 *
 * @example
 * ```ts
 * const bookshop = createBookshop({ ...config, tokenStore: memoryTokenStore() });
 * ```
 */
export function memoryTokenStore(initial?: TokenSet): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
    clear: () => {
      token = undefined;
    },
  };
}

/** The answer of an OAuth token endpoint (commercetools and the shop's back end share it). */
export interface TokenResponse {
  access_token: string;
  expires_in?: number;
  scope?: string;
  refresh_token?: string;
  token_type?: string;
}

/**
 * Reads a token endpoint's answer into a {@link TokenSet}; `now` is the time the answer arrived.
 *
 * @example
 * ```ts
 * toTokenSet({ access_token: 'a', expires_in: 3600, scope: 'manage_my_profile:shop customer_id:42' }, 0).customerId; // '42'
 * ```
 */
export function toTokenSet(response: TokenResponse, now: number, previous?: TokenSet): TokenSet {
  const scope = response.scope ?? previous?.scope ?? '';
  const entry = (name: string) =>
    scope
      .split(/\s+/)
      .find((part) => part.startsWith(`${name}:`))
      ?.slice(name.length + 1) || undefined;
  // Refreshing does not always return a new refresh token; the old one then stays valid.
  const refreshToken = response.refresh_token ?? previous?.refreshToken;
  const token: TokenSet = {
    accessToken: response.access_token,
    expiresAt: now + (response.expires_in ?? 3600) * 1000,
    scope,
  };
  if (refreshToken) token.refreshToken = refreshToken;
  const customerId = entry('customer_id');
  if (customerId) token.customerId = customerId;
  const anonymousId = entry('anonymous_id');
  if (anonymousId) token.anonymousId = anonymousId;
  return token;
}
