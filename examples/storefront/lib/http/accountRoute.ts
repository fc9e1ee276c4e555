import 'server-only';
import { AuthError, ConcurrentModificationError, type Customer, HttpError, ValidationError } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { accountCustomer } from '../data/account';
import { readJsonBody } from './jsonBody';
import { crossOriginRefused, isSameOrigin } from './sameOrigin';

const NO_STORE = { 'cache-control': 'no-store' };

/** The answer for a request without a signed-in customer. */
export const signInRequired = () =>
  Response.json({ error: 'Please sign in to your account' }, { status: 401, headers: NO_STORE });

/** A JSON answer the browser must never cache: every account answer is one shopper's own. */
export const accountJson = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

/**
 * The answer for an SDK failure during an account request: a session that ended is 401, a version conflict that
 * outlasted the SDK's retries is 409, a refusal of the shopper's input is 400 with the service's message, and
 * anything else is the service's outage, 502. Never a 500 for what the browser sent.
 */
export function accountFailure(error: unknown, what: string): Response {
  if (error instanceof AuthError) return signInRequired();
  if (error instanceof ConcurrentModificationError) {
    return accountJson({ error: `${what} changed in another window, please try again` }, 409);
  }
  if (error instanceof ValidationError) return accountJson({ error: error.message }, 400);
  if (error instanceof HttpError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return accountJson({ error: error.message }, error.status === 404 ? 404 : 400);
  }
  console.error(`Account request failed: ${what}`, error);
  return accountJson({ error: `${what} is unavailable, please try again later` }, 502);
}

/** Reads the signed-in customer for a route, or answers 401 (or the outage) instead. */
export async function withAccountCustomer(
  what: string,
  run: (customer: Customer) => Promise<Response>,
): Promise<Response> {
  let customer: Customer | null;
  try {
    customer = await accountCustomer();
  } catch (error) {
    return accountFailure(error, what);
  }
  if (!customer) return signInRequired();
  try {
    return await run(customer);
  } catch (error) {
    return accountFailure(error, what);
  }
}

/**
 * One account write: refused unless same-origin (403), within the size limit (413), of the shape `schema` describes
 * (400 with the first field's message, the same message the form shows) and from a signed-in customer (401); then
 * `write` runs with the parsed input and the current customer, and its SDK failures are answered by
 * {@link accountFailure}. `what` names the thing written, for messages ('Your name', 'The wishlist').
 */
export async function accountWrite<T>(
  request: Request,
  what: string,
  schema: z.core.$ZodType<T>,
  write: (input: T, customer: Customer) => Promise<Response>,
): Promise<Response> {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = parseAccountInput(schema, body.value);
  if (!parsed.ok) return parsed.response;
  return withAccountCustomer(what, (customer) => write(parsed.value, customer));
}

/**
 * Checks a request's input against `schema`: the parsed value, or the 400 answer with the first field's message (the
 * same message the form shows) and its path. For a route that must look at the customer before the input (a role
 * refused whatever it sends): it takes `z.unknown()` in {@link accountWrite}, then parses here.
 */
export function parseAccountInput<T>(
  schema: z.core.$ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; response: Response } {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    response: accountJson(
      { error: issue?.message ?? 'Invalid request', field: issue?.path.join('.') || undefined },
      400,
    ),
  };
}
