import { AddressLookupError, LOOKUP_FAILED_MESSAGE } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

// Loqate's numbers for a request it could not use (Text/Container/Id invalid): the shopper's input, not an outage.
const INPUT_ERRORS = new Set(['1001', '1002', '1003']);

/**
 * One address-lookup GET: refused unless from the site's own pages (403; the lookup spends the shop's Loqate credit),
 * the query checked by `schema` (400 with its message), then `run`; a lookup failure answers 502 with the message
 * shoppers see, a refusal of the input 400. Never a 500.
 */
export async function lookupGet<T>(
  request: Request,
  schema: z.core.$ZodType<T>,
  run: (query: T, signal: AbortSignal) => Promise<unknown>,
): Promise<Response> {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = z.safeParse(schema, query);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
  }
  try {
    return Response.json(await run(parsed.data, request.signal), {
      headers: { 'cache-control': 'private, max-age=300' },
    });
  } catch (error) {
    if (error instanceof AddressLookupError && error.code && INPUT_ERRORS.has(error.code)) {
      return Response.json({ error: error.description || 'Invalid request' }, { status: 400 });
    }
    console.error('Address lookup failed', error);
    return Response.json({ error: LOOKUP_FAILED_MESSAGE }, { status: 502 });
  }
}
