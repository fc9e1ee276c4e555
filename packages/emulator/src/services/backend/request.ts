import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { ReplyError, type RequestContext } from '../../http/router';

/**
 * A body (JSON or form) validated by a zod schema; a failure answers 400 `{ error }`, the first problem led by its
 * field ('firstName: Required'). `shopperWords` answers the schema's message alone, for a schema whose messages are
 * written to be shown as they are ('The reset link is invalid or has expired.').
 */
export function readBody<T extends z.ZodType>(
  context: RequestContext,
  schema: T,
  { shopperWords = false }: { shopperWords?: boolean } = {},
): z.output<T> {
  const body = context.body && typeof context.body === 'object' && !Array.isArray(context.body) ? context.body : {};
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length && !shopperWords ? `${issue.path.join('.')}: ` : '';
    throw new ReplyError(400, `${where}${issue?.message ?? 'Invalid request body'}`);
  }
  return parsed.data;
}

/**
 * The secret of an emailed link (sign-in or password reset). One too short or too long to be one is refused in the
 * same words as an unknown one, `invalid`.
 */
export const linkToken = (invalid: string) => z.string({ error: invalid }).trim().min(10, invalid).max(256, invalid);

/** The client a sign-in attempt counts against: the forwarded address, else the local caller. */
export const clientOf = (headers: IncomingHttpHeaders) =>
  `backend:${String(headers['x-forwarded-for'] ?? 'local')
    .split(',')[0]
    ?.trim()}`;
