/** A page's query value as one string. Next gives a repeated parameter (`?a=1&a=2`) as an array; the first counts. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const HERE = 'https://site.invalid';

/** The query parameter naming where to go back to once signed in or joined (spec: `/auth/signup?redirect_url=…`). */
export const RETURN_PARAM = 'redirect_url';

/** The account page's login form, which comes back to `path` (a path on this site) once the shopper is signed in. */
export const signInHref = (path: string): string => `/account?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/**
 * Where to send a shopper after an auth step: a path on this site and never back into the auth pages; otherwise the
 * account page. The path is resolved the way a browser will (it drops tabs and newlines, reads `/\host` as `//host`
 * and collapses dot segments), and only a result that stays on this site when read again is kept.
 */
export function safeReturnPath(value: string | string[] | undefined): string {
  const path = firstValue(value);
  if (!path?.startsWith('/')) return '/account';
  let url: URL;
  try {
    url = new URL(path, HERE);
  } catch {
    return '/account';
  }
  if (url.origin !== HERE || url.pathname.startsWith('/auth/')) return '/account';
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into `//host` (`/.//evil.example`): the result itself must still stay on this site.
  return new URL(result, HERE).origin === HERE ? result : '/account';
}
