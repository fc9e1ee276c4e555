import type { SearchspringTracking } from '@bookshop/sdk';

/** Searchspring's own cookie names, so its reports and any of its scripts see the same shopper. */
export const USER_ID_COOKIE = 'ssUserId';
export const SESSION_ID_COOKIE = 'ssSessionIdNamespace';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
// A UUID, or any id of the same alphabet: other values (a tampered cookie) are replaced, never sent on as a header.
const TRACKING_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Whether a cookie or header value may be sent to the search service as a tracking id. */
export const isTrackingId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TRACKING_ID.test(value);

/** A tracking cookie to set: its name, fresh id and lifetime (none: it ends with the browser session). */
export interface ShopperIdCookie {
  name: string;
  value: string;
  maxAge?: number;
}

/**
 * The tracking cookies a request lacks, or holds in a form the search service cannot take, each with a fresh id:
 * the shopper's id lasts a year and the visit's id the browser session, as Searchspring asks.
 */
export function missingShopperIds(
  cookie: (name: string) => string | undefined,
  newId: () => string = () => crypto.randomUUID(),
): ShopperIdCookie[] {
  const missing: ShopperIdCookie[] = [];
  if (!isTrackingId(cookie(USER_ID_COOKIE))) missing.push({ name: USER_ID_COOKIE, value: newId(), maxAge: ONE_YEAR_S });
  if (!isTrackingId(cookie(SESSION_ID_COOKIE))) missing.push({ name: SESSION_ID_COOKIE, value: newId() });
  return missing;
}

/** Who is searching, from a request's cookies and a page-load id; a value that is not a tracking id is left out. */
export function trackingFrom(
  cookie: (name: string) => string | undefined,
  pageLoadId: string | null | undefined,
): SearchspringTracking {
  const pick = (value: string | null | undefined) => (isTrackingId(value) ? value : undefined);
  return {
    userId: pick(cookie(USER_ID_COOKIE)),
    sessionId: pick(cookie(SESSION_ID_COOKIE)),
    pageLoadId: pick(pageLoadId),
  };
}
