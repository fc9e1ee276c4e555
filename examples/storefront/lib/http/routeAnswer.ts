/**
 * The one shape of the site's API routes, on both sides of the wire. A route answers its value as JSON with a 2xx
 * status, or a refusal `{ error, field?, code? }` with a 4xx or 5xx: `error` is the sentence the page shows, `field`
 * the form field it belongs to (a dotted path), `code` the machine reason when the page branches on one
 * ('out-of-stock', 'paused'). The browser reads either as a {@link RouteAnswer}.
 */
export interface RouteRefusalBody {
  error: string;
  field?: string;
  code?: string;
  /** The products a refusal is about: a checkout's that sold out. */
  skus?: string[];
  /** How many more minutes sign-in is paused for, when that is the refusal (code 'paused'). */
  pausedMinutes?: number;
}

/**
 * A route's answer as the browser reads it: its value, or its refusal with the status (0 when nothing came back) and,
 * when the call asked for it (`refusalBody`), the refusal's whole JSON as `body`.
 */
export type RouteAnswer<T> =
  | { ok: true; status: number; value: T }
  | ({ ok: false; status: number; body?: Record<string, unknown> } & RouteRefusalBody);
