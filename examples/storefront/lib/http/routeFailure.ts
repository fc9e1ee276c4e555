import {
  AddressLookupError,
  AuthError,
  CheckoutError,
  type CheckoutErrorCode,
  ConcurrentModificationError,
  GraphQLResponseError,
  HttpError,
  SignInPausedError,
  ValidationError,
} from '@bookshop/sdk';
import type { RouteRefusalBody } from './routeAnswer';
import { RouteRefusal } from './routeRefusal';

/** How a route names what it works on, for the sentences of its failures. */
export interface FailureWording {
  /** What the route reads or writes, as a sentence's subject: 'The basket', 'Your address', 'Checkout'. */
  what: string;
  /** Whether the route needs a signed-in customer: a session that ended then asks to sign in. */
  signedIn?: boolean;
  /** When what the route works on is gone (commerce's ResourceNotFound), the 409 to answer instead of a 404. */
  missing?: string;
  /** The 409's message for a version conflict, when what changed is not `what` (checkout's routes write the basket). */
  changed?: string;
  /**
   * Whether a service's 404 refuses what the shopper typed or chose (400 with its message) rather than saying the
   * thing the route works on is gone (404, or `missing`'s 409): checkout asks the back end about cards and donations.
   */
  notFoundIsInput?: boolean;
  /** A service's 404 in the route's words, from the service's own: a store search says which of product or place. */
  notFound?: (said: string) => string;
  /** A service's 400 in the route's words: what the shopper should send instead ('Please enter a postcode or suburb'). */
  invalid?: string;
  /** The answer to an outage, when `{ error: '{what} is unavailable, please try again later' }` does not read right. */
  unavailable?: RouteRefusalBody;
  /**
   * Whether the route signs the shopper in: an AuthError is then that sign-in refused (401 with its message, for under
   * the form, code 'refused') and a SignInPausedError sign-in paused (429 with its minutes and `Retry-After`, code
   * 'paused'), rather than a session that ended.
   */
  signsIn?: boolean;
  /**
   * Whether the SDK calls behind the route answer every refusal of what the shopper sent themselves, as outcomes or
   * AuthErrors (the auth resource's): any other failure, a service's 4xx or an answer of the wrong shape included, is
   * then the service failing the site, an outage (502).
   */
  refusalsAnswered?: boolean;
}

// commerce's codes for a request it cannot carry out as asked: the shopper's choice, not an outage.
const REFUSED_CODES = new Set(['InvalidInput', 'InvalidOperation', 'ReferencedResourceNotFound', 'ResourceNotFound']);

/**
 * Whether commerce refused a write as asked (bad input, a stale reference, a thing gone) rather than failed: the
 * refusals this map answers 400 (or `missing`'s 409), which a caller may instead meet by reading again and retrying.
 */
export const refusedByCommerce = (error: unknown): error is GraphQLResponseError =>
  error instanceof GraphQLResponseError && !!error.code && REFUSED_CODES.has(error.code);

// A checkout the shopper can act on: pay otherwise (402), change the basket (409) or fill in what is missing (400).
const CHECKOUT_STATUS: Record<CheckoutErrorCode, 400 | 402 | 409> = {
  declined: 402,
  'gift-card-refused': 402,
  'sold-out': 409,
  'cart-changed': 409,
  'empty-basket': 409,
  incomplete: 400,
};

// Loqate's numbers for a request it could not use (Text/Container/Id invalid): the shopper's input, not an outage.
const LOOKUP_INPUT_CODES = new Set(['1001', '1002', '1003']);

// The back end pauses sign-in for 15 minutes; a pause it answers without its wait is taken to be that long.
const SIGN_IN_PAUSE_SECONDS = 15 * 60;

/** A JSON answer the browser must never keep: every failure is about this request only. */
export const refusalResponse = (body: RouteRefusalBody, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** A refused sign-in, and one paused with how long for, as the login form reads them. */
function signInRefusal(error: AuthError): Response {
  if (!(error instanceof SignInPausedError)) return refusalResponse({ error: error.message, code: 'refused' }, 401);
  const seconds = error.retryAfterSeconds || SIGN_IN_PAUSE_SECONDS;
  const body = { error: error.message, code: 'paused', pausedMinutes: Math.max(1, Math.ceil(seconds / 60)) };
  return refusalResponse(body, 429, { 'retry-after': String(seconds) });
}

/** The SDK's errors that refuse what the shopper sent, or stand for something they can act on; else nothing. */
function sdkRefusal(error: unknown, wording: FailureWording): Response | undefined {
  const { what, signedIn = false, missing, changed, notFoundIsInput = false, notFound, invalid } = wording;
  if (error instanceof AuthError) {
    const message = signedIn ? 'Please sign in to your account' : 'Your session has ended, please reload the page';
    return refusalResponse({ error: message }, 401);
  }
  if (error instanceof ConcurrentModificationError) {
    return refusalResponse({ error: changed ?? `${what} changed in another window, please try again` }, 409);
  }
  if (error instanceof CheckoutError) {
    return refusalResponse({ error: error.message, code: error.code, skus: error.skus }, CHECKOUT_STATUS[error.code]);
  }
  if (refusedByCommerce(error)) {
    if (missing && error.code === 'ResourceNotFound') return refusalResponse({ error: missing }, 409);
    return refusalResponse({ error: error.message }, 400);
  }
  if (error instanceof AddressLookupError && error.code && LOOKUP_INPUT_CODES.has(error.code)) {
    return refusalResponse({ error: error.description || 'Invalid request' }, 400);
  }
  // Its message is the spec's sentence for a lookup that failed.
  if (error instanceof AddressLookupError) return refusalResponse({ error: error.message }, 502);
  if (error instanceof ValidationError) return refusalResponse({ error: error.message }, 400);
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const gone = error.status === 404 && !notFoundIsInput;
    if (gone && missing) return refusalResponse({ error: missing }, 409);
    if (gone) return refusalResponse({ error: notFound ? notFound(error.message) : error.message }, 404);
    return refusalResponse({ error: error.status === 400 && invalid ? invalid : error.message }, 400);
  }
  return undefined;
}

/**
 * The one map from a failure below a route to its answer. A {@link RouteRefusal} as it says; from the SDK's error
 * family: a session that ended 401 (a refused or paused sign-in 401 or 429 on a route that `signsIn`), a version
 * conflict that outlasted the SDK's retries 409, commerce or a service refusing the input 400 with its message (404
 * when what was asked for does not exist), a checkout the shopper can act on by its code (402, 409 or 400, with the
 * sold-out skus); anything else is an outage, 502, logged (on a route whose SDK calls answer the shopper's refusals
 * themselves, `refusalsAnswered`, all but a RouteRefusal and a sign-in's refusal). Never a 500 for what the browser
 * sent.
 */
export function routeFailure(error: unknown, wording: FailureWording): Response {
  if (error instanceof RouteRefusal) return refusalResponse(error.body, error.status);
  if (wording.signsIn && error instanceof AuthError) return signInRefusal(error);
  const refusal = wording.refusalsAnswered ? undefined : sdkRefusal(error, wording);
  if (refusal) return refusal;
  console.error(`A request failed: ${wording.what}`, error);
  return refusalResponse(
    wording.unavailable ?? { error: `${wording.what} is unavailable, please try again later` },
    502,
  );
}
