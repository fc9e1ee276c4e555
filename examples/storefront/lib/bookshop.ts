import 'server-only';
import { type Bookshop, configFromEnv, createBookshop, type TokenStore } from '@bookshop/sdk';
import { cache } from 'react';
import { cookieTokenStore } from './session/cookieTokenStore';

let shared: Bookshop | undefined;

/**
 * The SDK client for catalogue-wide calls that act as no one in particular (search, content), configured from
 * `BOOKSHOP_*` variables (see README) on first use, at request time, so a build needs no running services.
 */
export function bookshop(): Bookshop {
  shared ??= createBookshop(configFromEnv());
  return shared;
}

/** An SDK client acting as whoever `tokenStore` holds the token of. */
export const bookshopWith = (tokenStore: TokenStore): Bookshop => createBookshop({ ...configFromEnv(), tokenStore });

/** The SDK client acting as this request's shopper, with their token kept in the session cookie. One per request. */
export const shopperBookshop = cache(async (): Promise<Bookshop> => bookshopWith(await cookieTokenStore()));
