import { type TokenSet, toTokenSet } from '../auth/tokenStore';
import { wireToken } from '../auth/wireToken';
import type { BookshopConfig } from '../config';
import { BookshopError } from '../errors';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire } from '../transport/wire';

/** commercetools' OAuth endpoints for one API client (the storefront's public client). */
export interface OAuth {
  /** A token for an anonymous shopper session (`/oauth/{projectKey}/anonymous/token`). */
  anonymous(options?: RequestOptions): Promise<TokenSet>;
  /** The customer password flow (`/oauth/{projectKey}/customers/token`). */
  password(input: { username: string; password: string }, options?: RequestOptions): Promise<TokenSet>;
  /** A new access token for a refresh token (`/oauth/token`). */
  refresh(token: TokenSet, options?: RequestOptions): Promise<TokenSet>;
  /** Revokes an access or refresh token (`/oauth/token/revoke`, RFC 7009); an unknown token is no error. */
  revoke(token: string, hint: 'access_token' | 'refresh_token', options?: RequestOptions): Promise<void>;
}

export function createOAuth(config: BookshopConfig, http: Http, now: () => number): OAuth {
  const service = () => {
    if (!config.commercetools) throw new BookshopError('The commercetools service is not configured');
    return config.commercetools;
  };
  const send = (path: string, form: Record<string, string>, options: RequestOptions = {}) => {
    const { authUrl, clientId, clientSecret } = service();
    const basic = btoa(`${clientId}:${clientSecret}`);
    return http(`${authUrl}${path}`, {
      ...options,
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { ...options.headers, authorization: `Basic ${basic}` },
    });
  };
  const post = async (path: string, form: Record<string, string>, options?: RequestOptions, previous?: TokenSet) =>
    toTokenSet(parseWire(wireToken, await send(path, form, options), 'commercetools OAuth'), now(), previous);
  return {
    anonymous: (options) =>
      post(`/oauth/${service().projectKey}/anonymous/token`, { grant_type: 'client_credentials' }, options),
    password: ({ username, password }, options) =>
      post(`/oauth/${service().projectKey}/customers/token`, { grant_type: 'password', username, password }, options),
    refresh: (token, options) => {
      if (!token.refreshToken) throw new BookshopError('This token cannot be refreshed: it has no refresh token');
      return post('/oauth/token', { grant_type: 'refresh_token', refresh_token: token.refreshToken }, options, token);
    },
    async revoke(token, hint, options) {
      await send('/oauth/token/revoke', { token, token_type_hint: hint }, options);
    },
  };
}
