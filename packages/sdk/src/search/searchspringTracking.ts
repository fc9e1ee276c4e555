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
  /** Sent as Searchspring's `searchspring-user-id`, `searchspring-session-id` and `searchspring-page-load-id` headers. */
  tracking?: SearchspringTracking;
}

/** The request headers that carry each tracking id. */
export const SEARCHSPRING_TRACKING_HEADERS = {
  userId: 'searchspring-user-id',
  sessionId: 'searchspring-session-id',
  pageLoadId: 'searchspring-page-load-id',
} as const satisfies Record<keyof SearchspringTracking, string>;

/** The call's options with its tracking ids moved into headers; a header the caller set by hand wins. */
export function withTrackingHeaders({ tracking, ...options }: SearchspringOptions): RequestOptions {
  if (!tracking) return options;
  const given = new Set(Object.keys(options.headers ?? {}).map((name) => name.toLowerCase()));
  const headers: Record<string, string> = {};
  for (const [field, header] of Object.entries(SEARCHSPRING_TRACKING_HEADERS)) {
    const id = tracking[field as keyof SearchspringTracking];
    if (id && !given.has(header)) headers[header] = id;
  }
  return { ...options, headers: { ...headers, ...options.headers } };
}

/**
 * A call's headers as a stable cache-key part: every header but the page-load id, which is new on every page and
 * would leave nothing to reuse.
 */
export function headersKey(headers: Record<string, string> = {}): string {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .filter(([name]) => name !== SEARCHSPRING_TRACKING_HEADERS.pageLoadId)
    .sort(([a = ''], [b = '']) => a.localeCompare(b));
  return JSON.stringify(entries);
}
