import { type NextRequest, NextResponse } from 'next/server';
import { fallbackRecently } from './lib/cache/fallbackRenders';
import { hasMalformedEscape, malformedAddressPage } from './lib/http/malformedPath';
import { crossOriginRefused, isSameOrigin } from './lib/http/sameOrigin';
import { KIOSK_COOKIE, KIOSK_HEADER, kioskDecision } from './lib/kiosk/kioskMode';
import { contentSecurityPolicy, imageOriginsFromEnv, NONCE_HEADER } from './lib/security/contentSecurityPolicy';
import { pageNonce } from './lib/security/pageNonce';
import { PATH_HEADER } from './lib/seo/siteOrigin';

/**
 * Runs before every page: a CSP nonce (Next.js reads it from the request's policy header and puts it on its own
 * scripts), fresh, or the placeholder the front replaces in every response it serves; the page's path (the layout's
 * default canonical URL), and the kiosk-mode decision, passed to the render as a request header and remembered in a
 * cookie. Nothing else of the visitor's reaches the render or the response (no tracking ids, no other cookie): a page
 * is shared by every visitor with the same currency and kiosk mode through the front cache, and `/api/session` sets
 * the search tracking cookies instead. A server-action post is refused (the site has none). An address whose
 * percent-escapes do not decode gets a 400 page here, before Next.js fails to decode it.
 */
export function proxy(request: NextRequest) {
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedAddressPage();
  // The site has no server actions (every write is a route handler under app/api). Next.js would still take such a
  // post, and answer one from another origin with a 500; it is refused here instead.
  if (request.method === 'POST' && request.headers.has('next-action')) {
    return isSameOrigin(request)
      ? Response.json({ error: 'This site has no server actions' }, { status: 400 })
      : crossOriginRefused();
  }
  const nonce = pageNonce(request.headers);
  const policy = contentSecurityPolicy({
    nonce,
    imageOrigins: imageOriginsFromEnv(process.env),
    development: process.env.NODE_ENV === 'development',
  });
  const kiosk = kioskDecision(request.nextUrl.searchParams.get('kiosk'), request.cookies.get(KIOSK_COOKIE)?.value);

  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  // The page's path, for the layout's default canonical URL (a page with an identity of its own states its own).
  headers.set(PATH_HEADER, request.nextUrl.pathname);
  headers.set('content-security-policy', policy);
  headers.set(KIOSK_HEADER, kiosk.kiosk ? '1' : '0');
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  // The front keeps no copy of a page that may show a fallback (see fallbackRenders).
  if (fallbackRecently()) response.headers.set('x-accel-expires', '0');
  if (kiosk.remember === true) response.cookies.set(KIOSK_COOKIE, '1', { path: '/', sameSite: 'lax', httpOnly: true });
  if (kiosk.remember === false) response.cookies.delete(KIOSK_COOKIE);
  return response;
}

export const config = {
  // Pages only: static files and images need neither a nonce nor the kiosk decision.
  matcher: [{ source: '/((?!api|_next/static|_next/image|favicon.ico).*)' }],
};
