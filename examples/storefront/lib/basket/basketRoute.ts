import 'server-only';
import { AuthError, ConcurrentModificationError } from '@bookshop/sdk';
import type * as z from 'zod';
import { readJsonBody } from '../http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '../http/sameOrigin';

const NO_STORE = { 'cache-control': 'no-store' };

/** A JSON answer the browser must never cache: a basket is one shopper's own. */
export const basketJson = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

/**
 * The answer for a failure of commerce during a basket request: a session that ended (401), a version conflict that
 * outlasted the SDK's retries (409), otherwise an outage (502). What the browser sent was checked before, so nothing
 * it sends reaches a 500.
 */
export function basketFailure(error: unknown): Response {
  if (error instanceof AuthError) return basketJson({ error: 'Your session has ended, please reload the page' }, 401);
  if (error instanceof ConcurrentModificationError) {
    return basketJson({ error: 'Your basket changed in another window, please try again' }, 409);
  }
  console.error('A basket request failed', error);
  return basketJson({ error: 'The basket is unavailable, please try again later' }, 502);
}

/** The first problem of a failed parse, as a 400. */
const badInput = (error: z.ZodError) =>
  basketJson({ error: error.issues[0]?.message ?? 'The request is not one this basket takes' }, 400);

/**
 * One basket write: refused unless same-origin (403); the address's id and the JSON body (when `body` is given)
 * checked by their schemas (400 with the field's message, nothing changed); then `write` runs and its failures are
 * answered by {@link basketFailure}.
 */
export async function basketWrite<I, B>(
  request: Request,
  input: { id?: { schema: z.ZodType<I>; value: unknown }; body?: z.ZodType<B> },
  write: (parsed: { id: I; body: B }) => Promise<Response>,
): Promise<Response> {
  if (!isSameOrigin(request)) return crossOriginRefused();
  let id = undefined as I;
  if (input.id) {
    const parsed = input.id.schema.safeParse(input.id.value);
    if (!parsed.success) return badInput(parsed.error);
    id = parsed.data;
  }
  let body = undefined as B;
  if (input.body) {
    const json = await readJsonBody(request);
    if (!json.ok) return json.response;
    const parsed = input.body.safeParse(json.value ?? {});
    if (!parsed.success) return badInput(parsed.error);
    body = parsed.data;
  }
  try {
    return await write({ id, body });
  } catch (error) {
    return basketFailure(error);
  }
}
