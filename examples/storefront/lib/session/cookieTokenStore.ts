import 'server-only';
import type { TokenSet, TokenStore } from '@bookshop/sdk';
import { cookies } from 'next/headers';
import { KIOSK_COOKIE } from '../kiosk/kioskMode';

export const SESSION_COOKIE = 'bookshop_session';
const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

function parse(value: string | undefined): TokenSet | undefined {
  if (!value) return undefined;
  try {
    const token = JSON.parse(value) as Partial<TokenSet>;
    if (typeof token.accessToken !== 'string' || typeof token.expiresAt !== 'number') return undefined;
    return { scope: '', ...token } as TokenSet;
  } catch {
    return undefined;
  }
}

/**
 * Makes `token` this request's session, saved in the session cookie, and answers a token store holding it (the
 * cookie jar's own reading of a cookie set during the request is not relied on).
 */
export async function joinSession(token: TokenSet): Promise<TokenStore> {
  const store = await cookieTokenStore(token);
  await store.set(token);
  return store;
}

/**
 * The shopper's commerce token in an httpOnly, SameSite=Lax cookie (Secure in production): the browser holds it but
 * scripts cannot read it, and only this site's server sends it on to commercetools.
 *
 * Server Components may not set cookies; a token renewed while rendering is then used for that request only and
 * saved by the next route handler or server action that renews it.
 */
export async function cookieTokenStore(initial?: TokenSet): Promise<TokenStore> {
  const jar = await cookies();
  // An in-store screen is shared: its session ends with the browser session, never kept for the next person.
  const kiosk = jar.get(KIOSK_COOKIE)?.value === '1';
  let current = initial ?? parse(jar.get(SESSION_COOKIE)?.value);
  const write = (apply: () => void) => {
    try {
      apply();
    } catch {
      // Rendering a Server Component: cookies are read-only here (see above).
    }
  };
  return {
    get: () => current,
    set(token) {
      current = token;
      write(() =>
        jar.set(SESSION_COOKIE, JSON.stringify(token), {
          httpOnly: true,
          sameSite: 'lax',
          secure: process.env.NODE_ENV === 'production' && process.env.BOOKSHOP_INSECURE_COOKIES !== '1',
          path: '/',
          maxAge: kiosk
            ? undefined
            : token.refreshToken
              ? THIRTY_DAYS_S
              : Math.max(0, Math.floor((token.expiresAt - Date.now()) / 1000)),
        }),
      );
    },
    clear() {
      current = undefined;
      write(() => jar.delete(SESSION_COOKIE));
    },
  };
}
