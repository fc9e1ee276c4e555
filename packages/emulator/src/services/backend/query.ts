import type { z } from 'zod';
import { ReplyError, type RequestContext } from '../../http/router';

/** Query parameters validated by a zod schema; a failure answers 400 `{ error }`. */
export function readQuery<T extends z.ZodType>(context: RequestContext, schema: T): z.output<T> {
  const parsed = schema.safeParse(Object.fromEntries(context.url.searchParams));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ReplyError(400, `${where}${issue?.message ?? 'Invalid query'}`);
  }
  return parsed.data;
}

/** Money as commercetools writes it: integer cents and a currency code. */
export const money = (centAmount: number, currencyCode = 'AUD') => ({ centAmount, currencyCode });
