export const KIOSK_COOKIE = 'bookshop_kiosk';
export const KIOSK_HEADER = 'x-bookshop-kiosk';

/**
 * Whether a request is in kiosk mode (an in-store screen): `?kiosk=1` turns it on and `?kiosk=0` off, and the
 * choice is remembered in a cookie; without the parameter the cookie decides.
 */
export function kioskDecision(
  param: string | null,
  cookie: string | undefined,
): { kiosk: boolean; remember?: boolean } {
  if (param === '1') return { kiosk: true, remember: true };
  if (param === '0') return { kiosk: false, remember: false };
  return { kiosk: cookie === '1' };
}
