import type { BookshopConfig } from '../config';
import { BookshopError, HttpError } from '../errors';

/**
 * Per-call options every SDK method accepts as its last argument, after its input: `(input, { signal, headers })`, or
 * after its positional arguments, e.g. `bookshop.cart.setQuantity(lineItemId, 2, { signal })`. A method without input
 * takes `undefined` first, e.g. `bookshop.customer.me(undefined, { signal })`.
 */
export interface RequestOptions {
  /** Aborts the call (the SDK also aborts after the configured timeout). */
  signal?: AbortSignal;
  /** Extra headers for this call only, e.g. Searchspring's user, session and page-load ids. */
  headers?: Record<string, string>;
}

/**
 * The input of a method that takes none, `(input?: NoInput, options?: RequestOptions)`: call it with nothing, or with
 * `undefined` before the options, e.g. `bookshop.cart.active(undefined, { signal })`.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: `void` is what lets `me()` and `me(undefined, options)` both type-check
export type NoInput = void;

export interface HttpRequest extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: URLSearchParams | Record<string, string | number | undefined>;
  /** JSON-serialisable data, or `URLSearchParams` for a form post (OAuth token endpoints). */
  body?: unknown;
}

/** A JSON-over-HTTP transport bound to one configuration. */
export type Http = <T = unknown>(url: string, request?: HttpRequest) => Promise<T>;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    // The listener goes with the wait: a caller's signal shared by many calls must not collect one per retry.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });

/**
 * A server's error code: an identifier such as `invalid_customer_account_credentials` or `InvalidInput`. OAuth's
 * `error` field holds one, but the shop's back end words its refusals in the same field ('No store NOPE'); words are
 * the message, never the code.
 */
export function serverCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z][\w.:-]*$/.test(value) ? value : undefined;
}

/** The service's own error code, from the shapes our services use (commercetools, OAuth, the back end). */
function errorCode(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const first = Array.isArray(record.errors) ? (record.errors[0] as Record<string, unknown> | undefined) : undefined;
  return serverCode(first?.code ?? record.code ?? record.error);
}

function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error_description', 'error']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return `Request failed with status ${status}`;
}

function withQuery(url: string, query: HttpRequest['query']): string {
  if (!query) return url;
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
        );
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/**
 * Creates the SDK's transport: JSON in and out, a timeout on every attempt (headers and body), bounded jittered retries
 * for GETs that failed on the network or with a 5xx (never for writes), and {@link HttpError} for non-2xx answers.
 */
export function createHttp(config: Pick<BookshopConfig, 'fetch' | 'timeoutMs' | 'retries'>): Http {
  return async function http<T>(url: string, request: HttpRequest = {}): Promise<T> {
    const method = request.method ?? 'GET';
    const target = withQuery(url, request.query);
    const attempts = method === 'GET' ? config.retries + 1 : 1;
    const isForm = request.body instanceof URLSearchParams;
    for (let attempt = 1; ; attempt++) {
      const signal = request.signal
        ? AbortSignal.any([request.signal, AbortSignal.timeout(config.timeoutMs)])
        : AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await config.fetch(target, {
          method,
          signal,
          headers: {
            accept: 'application/json',
            ...(request.body === undefined
              ? {}
              : { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' }),
            ...request.headers,
          },
          body: request.body === undefined ? undefined : isForm ? String(request.body) : JSON.stringify(request.body),
        });
        // Reading the body is part of the attempt: a timeout or a dropped connection here fails it like one before
        // the headers came.
        text = await response.text();
      } catch (error) {
        if (request.signal?.aborted) throw error;
        if (attempt < attempts) {
          await sleep(backoff(attempt), request.signal);
          continue;
        }
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
        throw new BookshopError(`${method} ${url} ${reason}`, { cause: error });
      }
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text so the error still says what the server answered.
      }
      if (response.ok) return body as T;
      if (response.status >= 500 && attempt < attempts) {
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      throw new HttpError(
        errorMessage(body, response.status),
        response.status,
        errorCode(body),
        body,
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    }
  };
}

/** Exponential backoff with full jitter: spreads retries of many clients after one outage. */
function backoff(attempt: number): number {
  return Math.random() * Math.min(2000, 100 * 2 ** attempt);
}

/** `Retry-After` in seconds (it may be a number of seconds or an HTTP date); `undefined` when absent or unreadable. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
