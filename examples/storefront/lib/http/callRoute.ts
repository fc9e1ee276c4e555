import type { RouteAnswer } from './routeAnswer';

/** What the shopper reads when a route could not be reached, or answered something that is not the site's. */
export const ROUTE_UNAVAILABLE = 'Something went wrong. Please try again later.';

export interface CallOptions {
  /** `GET` unless said; a `body` is sent as JSON. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The refusal's message when nothing useful came back (the network failed, a proxy's HTML page). */
  unavailable?: string;
  /**
   * Also answer a refusal's whole JSON object as `body`: for a route whose refusal carries more than its message (the
   * receipt of what a payment paid before it was refused, a reason of the route's own).
   */
  refusalBody?: boolean;
  /** `no-store` unless said: a route whose answer is the same for everyone (stores near a place) may be kept. */
  cache?: RequestCache;
}

/**
 * The one browser caller of the site's API routes: sends JSON, never from the HTTP cache unless told (nearly every
 * answer is this visitor's), and reads the answer as a {@link RouteAnswer}. It resolves for every outcome, a failed network
 * included (status 0); only a call aborted through its `signal` rejects, with the signal's reason.
 */
export async function callRoute<T>(path: string, options: CallOptions = {}): Promise<RouteAnswer<T>> {
  const {
    method = 'GET',
    body,
    signal,
    unavailable = ROUTE_UNAVAILABLE,
    refusalBody = false,
    cache = 'no-store',
  } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      cache,
      signal,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    return { ok: false, status: 0, error: unavailable };
  }
  if (response.status === 204) return { ok: true, status: 204, value: undefined as T };
  const answer = (await response.json().catch(() => null)) as
    | (T & Partial<Record<'error' | 'field' | 'code', unknown>>)
    | null;
  if (response.ok && answer !== null) return { ok: true, status: response.status, value: answer };
  return {
    ok: false,
    status: response.status,
    error: typeof answer?.error === 'string' ? answer.error : unavailable,
    ...(typeof answer?.field === 'string' ? { field: answer.field } : {}),
    ...(typeof answer?.code === 'string' ? { code: answer.code } : {}),
    ...(refusalBody && typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? { body: answer as Record<string, unknown> }
      : {}),
  };
}

/** A refused route call, for callers that throw (SWR fetchers, the react package's sources). */
export class RouteCallError extends Error {
  override name = 'RouteCallError';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The answer's value, or a {@link RouteCallError} with its message and status. */
export function answerValue<T>(answer: RouteAnswer<T>): T {
  if (answer.ok) return answer.value;
  throw new RouteCallError(answer.error, answer.status, answer.field, answer.code);
}
