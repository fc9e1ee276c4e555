import { HttpError } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { collectStores, searchOrigin } from '@/lib/data/storeStock';

const PLACE_MESSAGE = 'Please enter a postcode or suburb';
const query = z.object({
  q: z
    .string({ error: PLACE_MESSAGE })
    .check(z.trim(), z.minLength(1, { error: PLACE_MESSAGE }), z.maxLength(60, { error: PLACE_MESSAGE })),
});

const answer = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    // The same for every shopper, and stores move rarely: a minute in the browser is fine.
    headers: { 'cache-control': status === 200 ? 'public, max-age=60' : 'no-store' },
  });

/**
 * The stores for Click & Collect nearest a place: `GET ?q={postcode or suburb}` answers `{ stores }`, nearest first
 * with their distance (the stock check's distance search, for every store). A malformed place is 400, one the back
 * end does not know 404, its outage 502; never a 500 for what was sent.
 */
export async function GET(request: Request) {
  const parsed = z.safeParse(query, Object.fromEntries(new URL(request.url).searchParams));
  const from = parsed.success ? searchOrigin(parsed.data.q) : null;
  if (!from) return answer({ error: PLACE_MESSAGE, field: 'q' }, 400);
  try {
    return answer({ stores: await collectStores(from) });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      return answer(
        { error: 'We couldn’t find that postcode or suburb. Please check it and try again.', field: 'q' },
        404,
      );
    }
    console.error('Click & Collect stores failed', error);
    return answer({ error: 'The store list is unavailable, please try again later' }, 502);
  }
}
