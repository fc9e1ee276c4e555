import { type NextRequest, NextResponse } from 'next/server';
import { hasMalformedEscape, malformedAddressPage } from './lib/http/malformedPath';
import { KIOSK_COOKIE, KIOSK_HEADER, kioskDecision } from './lib/kiosk/kioskMode';
import { contentSecurityPolicy, imageOriginsFromEnv } from './lib/security/contentSecurityPolicy';

/**
 * Runs before every page: a fresh CSP nonce (Next.js reads it from the request's policy header and puts it on its
 * own scripts) and the kiosk-mode decision, passed to the render as a request header and remembered in a cookie. An
 * address whose percent-escapes do not decode gets a 400 page here, before Next.js fails to decode it.
 */
export function proxy(request: NextRequest) {
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedAddressPage();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({
    nonce,
    imageOrigins: imageOriginsFromEnv(process.env),
    development: process.env.NODE_ENV === 'development',
  });
  const kiosk = kioskDecision(request.nextUrl.searchParams.get('kiosk'), request.cookies.get(KIOSK_COOKIE)?.value);

  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  headers.set(KIOSK_HEADER, kiosk.kiosk ? '1' : '0');
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  if (kiosk.remember === true) response.cookies.set(KIOSK_COOKIE, '1', { path: '/', sameSite: 'lax', httpOnly: true });
  if (kiosk.remember === false) response.cookies.delete(KIOSK_COOKIE);
  return response;
}

export const config = {
  // Pages only: static files and images need neither a nonce nor the kiosk decision.
  matcher: [{ source: '/((?!api|_next/static|_next/image|favicon.ico).*)' }],
};
