import type { RequestOptions } from '../transport/http';

/**
 * Who is searching, for Searchspring's reporting and personalisation. Searchspring asks for UUID v4 values kept in
 * its cookies: `ssUserId` (a year), `ssSessionIdNamespace` (the browser session), and a new page-load id for every
 * page the shopper opens.
 */
export interface SearchspringTracking {
  /** The shopper's long-lived id (cookie `ssUserId`). */
  userId?: string;
  /** This visit's id (cookie `ssSessionIdNamespace`). */
  sessionId?: string;
  /** A new id for each page load. */
  pageLoadId?: string;
}

/** Per-call options of the Searchspring calls: the usual ones plus who is searching. */
export interface SearchspringOptions extends RequestOptions {
  /**
   * Sent on product searches (search.json, autocomplete.json) as the `userId`, `sessionId` and `pageLoadId` query
   * parameters, where and as Searchspring's own client sends them; its other calls carry no tracking ids.
   */
  tracking?: SearchspringTracking;
}

/**
 * The query parameter that carries each tracking id: the names Searchspring's own client sends
 * (`@searchspring/snap-client`, `transformSearchRequest.tracking`). It sends no tracking headers: custom headers would
 * make every browser request a CORS preflight.
 */
export const SEARCHSPRING_TRACKING_PARAMS = {
  userId: 'userId',
  sessionId: 'sessionId',
  pageLoadId: 'pageLoadId',
} as const satisfies Record<keyof SearchspringTracking, string>;

/**
 * The initiator the SDK names in `ajaxCatalog`: Searchspring's own client sends its configured `initiator` there
 * (`Snap` unless set), so Searchspring's reports can tell which integration searched.
 */
export const SEARCHSPRING_INITIATOR = 'bookshop-sdk';

/**
 * Adds to a product search (search.json, autocomplete.json) what Searchspring's own client puts on every one besides
 * the shopper's request (snap-client `transformSearchRequest` and `LegacyAPI.getEndpoint`): `beacon=true` (the search
 * is tracked by beacon), `resultsFormat=native`, `ajaxCatalog` (the initiator), and the shopper's tracking ids; a
 * tracking parameter the query already has wins.
 */
export function withProductSearchParams(
  query: URLSearchParams,
  tracking: SearchspringTracking | undefined,
): URLSearchParams {
  query.set('beacon', 'true');
  query.set('resultsFormat', 'native');
  query.set('ajaxCatalog', SEARCHSPRING_INITIATOR);
  if (!tracking) return query;
  for (const [field, param] of Object.entries(SEARCHSPRING_TRACKING_PARAMS)) {
    const id = tracking[field as keyof SearchspringTracking];
    if (id && !query.has(param)) query.set(param, id);
  }
  return query;
}
