import 'server-only';
import {
  AuthError,
  ConcurrentModificationError,
  GraphQLResponseError,
  HttpError,
  ValidationError,
} from '@bookshop/sdk';
import * as z from 'zod/mini';
import { readJsonBody } from '../http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '../http/sameOrigin';

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON answer the browser must never cache: a checkout is one shopper's own. */
export const checkoutJson = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

/** A refusal of what the shopper sent or chose, with the message the page shows (and the field, when there is one). */
export class CheckoutRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 402 | 404 | 409 = 400,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CheckoutRefusal';
  }
}

export const EMPTY_BASKET_MESSAGE = 'Your basket is empty';

// commerce's codes for a request it cannot carry out as asked: the shopper's choice, not an outage.
const REFUSED = new Set(['InvalidInput', 'InvalidOperation', 'ReferencedResourceNotFound', 'ResourceNotFound']);

/**
 * The answer for a failure during a checkout request: a refusal as it says; a session that ended 401; a version
 * conflict that outlasted the SDK's retries 409; commerce or the back end refusing the input 400 with its message;
 * anything else the services' outage, 502. Never a 500 for what the browser sent.
 */
export function checkoutFailure(error: unknown): Response {
  if (error instanceof CheckoutRefusal) {
    return checkoutJson({ error: error.message, ...(error.field ? { field: error.field } : {}) }, error.status);
  }
  if (error instanceof AuthError) return checkoutJson({ error: 'Your session has ended, please reload the page' }, 401);
  if (error instanceof ConcurrentModificationError) {
    return checkoutJson({ error: 'Your basket changed in another window, please try again' }, 409);
  }
  if (error instanceof GraphQLResponseError && error.code === 'ResourceNotFound') {
    return checkoutJson({ error: EMPTY_BASKET_MESSAGE }, 409);
  }
  if (error instanceof GraphQLResponseError && error.code && REFUSED.has(error.code)) {
    return checkoutJson({ error: error.message }, 400);
  }
  if (error instanceof ValidationError) return checkoutJson({ error: error.message }, 400);
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return checkoutJson({ error: error.message }, 400);
  }
  console.error('A checkout request failed', error);
  return checkoutJson({ error: 'Checkout is unavailable, please try again later' }, 502);
}

/** The first problem of a failed parse as a 400 `{ error, field? }`. */
export function badRequest(error: z.core.$ZodError): Response {
  const issue = error.issues[0];
  return checkoutJson({ error: issue?.message ?? 'Invalid request', field: issue?.path.join('.') || undefined }, 400);
}

/**
 * One checkout request with a body, from a guest or a signed-in shopper: refused unless same-origin (403), within
 * the size limit (413) and of the shape `schema` describes (400 with the first field's message, the form's own);
 * then `run` carries it out and its failures are answered by {@link checkoutFailure}.
 */
export async function checkoutWrite<T>(
  request: Request,
  schema: z.core.$ZodType<T>,
  run: (input: T) => Promise<Response>,
): Promise<Response> {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = z.safeParse(schema, body.value);
  if (!parsed.success) return badRequest(parsed.error);
  try {
    return await run(parsed.data);
  } catch (error) {
    return checkoutFailure(error);
  }
}

/** A checkout read (no body); its failures answered by {@link checkoutFailure}. */
export async function checkoutRead(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return checkoutFailure(error);
  }
}
