/**
 * The one error family of the SDK. Every failure a client raises is a {@link BookshopError}, except a call the caller
 * aborted through its `signal`, which rejects with the signal's own reason (a `DOMException` named 'AbortError', as
 * `fetch` does, or 'TimeoutError' from `AbortSignal.timeout()`). A request that outlives the configured `timeoutMs`
 * is a `BookshopError` whose message ends 'timed out' (its `cause` is the `TimeoutError`). The subclasses keep what the server said (status, code, current version) so callers can branch on
 * data, not on message text.
 *
 * @example
 * ```ts
 * try {
 *   await bookshop.customer.update(actions);
 * } catch (error) {
 *   if (error instanceof ConcurrentModificationError) console.log(error.currentVersion);
 * }
 * ```
 */
export class BookshopError extends Error {
  override name = 'BookshopError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * A non-2xx HTTP answer. `code` is the service's own error code when its body carried one.
 *
 * @example
 * ```ts
 * if (error instanceof HttpError && error.status === 429) retryLater();
 * ```
 */
export class HttpError extends BookshopError {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
    /** The answer's `Retry-After`, in seconds, when it had one (a 429 or 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * A GraphQL answer with `errors`. `code` is `extensions.code` of the first error.
 *
 * @example
 * ```ts
 * if (error instanceof GraphQLResponseError && error.code === 'InvalidInput') showForm(error.errors);
 * ```
 */
export class GraphQLResponseError extends BookshopError {
  override name = 'GraphQLResponseError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(message);
  }
}

/** One entry of a GraphQL `errors` array, as commercetools sends it. */
export interface GraphQLErrorEntry {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; currentVersion?: number; [key: string]: unknown };
  /** The code as commercetools' REST `ErrorResponse` carries it, beside `extensions.code` on a 400 answer. */
  code?: string;
}

/**
 * commercetools refused an update because the resource's version moved on. The SDK retries with
 * `currentVersion` a bounded number of times before raising this.
 *
 * @example
 * ```ts
 * if (error instanceof ConcurrentModificationError) reloadCustomer(error.currentVersion);
 * ```
 */
export class ConcurrentModificationError extends BookshopError {
  override name = 'ConcurrentModificationError';
  readonly code = 'ConcurrentModification';
  constructor(
    message: string,
    readonly currentVersion: number | undefined,
  ) {
    super(message);
  }
}

/**
 * The `AuthError` message of a call that needs a signed-in customer, made without one.
 *
 * @example
 * ```ts
 * const orders = await bookshop.backend.orders.recent().catch((error) => {
 *   if (error instanceof AuthError && error.message === SIGN_IN_REQUIRED_MESSAGE) redirect('/auth/login');
 *   throw error;
 * });
 * ```
 */
export const SIGN_IN_REQUIRED_MESSAGE = 'A signed-in customer is required';

/**
 * The `AuthError` message when a signed-in session can no longer be renewed (the service refused its refresh token):
 * from `auth.refresh()`, and from a call for the signed-in customer that needed a new token.
 *
 * @example
 * ```ts
 * await bookshop.auth.refresh().catch((error) => {
 *   if (error instanceof AuthError && error.message === SESSION_ENDED_MESSAGE) toast(SESSION_ENDED_MESSAGE);
 * });
 * ```
 */
export const SESSION_ENDED_MESSAGE = 'Your session has ended, please sign in again.';

/**
 * Whether an error is the OAuth refusal of a refresh token (RFC 6749: 400 `invalid_grant`), the one answer that ends
 * a session. Throttling, a misconfigured client or an outage do not.
 */
export function isRefusedRefresh(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 400 && error.code === 'invalid_grant';
}

/**
 * Sign-in or token failure. The message is the one shown to shoppers.
 *
 * @example
 * ```ts
 * if (error instanceof AuthError) setFormError(error.message); // 'Incorrect email or password'
 * ```
 */
export class AuthError extends BookshopError {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A sign-in refused because the service paused sign-in (HTTP 429: too many failed attempts for the account or the
 * address). It is an {@link AuthError} whose message is the one shown to shoppers ('Incorrect email or password'),
 * and keeps the service's `status`, `code` and `retryAfterSeconds` so a form can say for how long sign-in is paused.
 *
 * @example
 * ```ts
 * if (error instanceof SignInPausedError) showPause(Math.ceil((error.retryAfterSeconds ?? 900) / 60));
 * ```
 */
export class SignInPausedError extends AuthError {
  override name = 'SignInPausedError';
  readonly status = 429;
  constructor(
    message: string,
    code: string | undefined,
    /** Seconds until sign-in may be tried again, from the service's `Retry-After`. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message, code);
  }
}

/** One problem found by a schema, with the path of the offending field. */
export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Input or a service answer did not match its schema. `issues` lists every problem found.
 *
 * @example
 * ```ts
 * if (error instanceof ValidationError) for (const issue of error.issues) console.log(issue.path, issue.message);
 * ```
 */
export class ValidationError extends BookshopError {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly issues: readonly ValidationIssue[],
  ) {
    super(message);
  }
}

/** Why checkout could not place an order (see {@link CheckoutError}). */
export type CheckoutErrorCode =
  /** The card was refused: nothing is charged and gift cards got their debit back. */
  | 'declined'
  /** A gift card could not pay its part (wrong PIN, no balance left, expired, unknown). */
  | 'gift-card-refused'
  /** A product's stock is short of the basket: nothing ordered, nothing charged. */
  | 'sold-out'
  /** The basket changed while the order was being placed (another tab): check it and place the order again. */
  | 'cart-changed'
  /** There is no basket to order. */
  | 'empty-basket'
  /** The order lacks what it needs: an email, a delivery, or a card for what gift cards leave. */
  | 'incomplete';

/**
 * Checkout could not place the order, for a reason the shopper can act on; `code` says which. Nothing is charged
 * for a failed attempt: every authorisation made for it has been cancelled.
 *
 * @example
 * ```ts
 * try {
 *   await bookshop.checkout.placeOrder({ attempt, giftCards: [], card });
 * } catch (error) {
 *   if (error instanceof CheckoutError && error.code === 'sold-out') showSoldOut(error.skus);
 * }
 * ```
 */
export class CheckoutError extends BookshopError {
  override name = 'CheckoutError';
  constructor(
    message: string,
    readonly code: CheckoutErrorCode,
    readonly details: { skus?: string[]; refusalReason?: string } = {},
  ) {
    super(message);
  }
  /** The skus that sold out (`sold-out`). */
  get skus(): string[] {
    return this.details.skus ?? [];
  }
}
