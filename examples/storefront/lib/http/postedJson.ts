import type * as z from 'zod/mini';
import { readJsonBody } from './jsonBody';
import { crossOriginRefused, isSameOrigin } from './sameOrigin';

/** A route's posted input, or the answer that refuses it. */
export type PostedJson<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * Reads a same-origin POST's JSON body of the shape `schema` describes. Anything else is refused before it is
 * used: 403 from another origin, 413 over the size limit, and 400 `{ error: 'Expected JSON <expected>' }` for a
 * body that is not JSON or not of that shape (a client's mistake, never a 500). `expected` reads like
 * `{ "email": string }`.
 */
export async function readPostedJson<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
  expected: string,
): Promise<PostedJson<T>> {
  if (!isSameOrigin(request)) return { ok: false, response: crossOriginRefused() };
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: Response.json({ error: `Expected JSON ${expected}` }, { status: 400 }) };
}
