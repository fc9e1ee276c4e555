import { fromTrustedProxy, type TrustedProxies, trustedProxies } from './trustedProxies';

/**
 * Whether a state-changing request came from this site's own pages. Browsers send `Origin` on every POST; a
 * cross-site form or script gets a different origin (or `Sec-Fetch-Site: cross-site`) and is refused, which
 * together with SameSite=Lax cookies stops cross-site request forgery.
 */
export function isSameOrigin(request: Request, trusted: TrustedProxies = trustedProxies()): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.get('origin');
  if (!origin) return site === 'same-origin';
  // A forwarded host is believed only from a trusted proxy; a client could write one to match its own origin.
  const forwardedHost = fromTrustedProxy(request.headers, trusted) ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The answer for a refused cross-origin request. */
export function crossOriginRefused(): Response {
  return Response.json({ error: 'Cross-origin requests are not accepted' }, { status: 403 });
}
