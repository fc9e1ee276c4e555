import { HttpError } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { searchOrigin, storeStockQuery, storesNear } from '@/lib/data/storeStock';

const answer = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    // The same for every shopper, and store shelves change slowly: a minute in the browser is fine.
    headers: { 'cache-control': status === 200 ? 'public, max-age=60' : 'no-store' },
  });

/**
 * Stores near a place: `GET ?q={postcode or suburb}` or `?lat=…&lng=…` answers `{ origin, stores }`, the nearest stores
 * (nearest first, each with its id, slug and distance: find a store near me, checkout's Click & Collect stores); with
 * `sku=…`, only those that hold the product, with their stock (check stock in store); `limit=` (1 to 15) says how
 * many at most. A malformed query is 400 with what to enter; a place or product the back end does not
 * know, 404; its outage, 502. Never a 500 for what was sent.
 */
export async function GET(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = z.safeParse(storeStockQuery, params);
  if (!parsed.success) return answer({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, 400);
  const { sku, q, lat, lng, limit } = parsed.data;
  const from = q ? searchOrigin(q) : { latitude: lat as number, longitude: lng as number };
  if (!from) return answer({ error: 'Please enter a postcode or suburb' }, 400);
  try {
    return answer(await storesNear(from, { sku, limit }));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return answer(
        {
          error: /product/i.test(error.message)
            ? 'We couldn’t find that product'
            : 'We couldn’t find that postcode or suburb. Please check it and try again.',
        },
        404,
      );
    }
    if (error instanceof HttpError && error.status === 400) {
      return answer({ error: 'Please enter a postcode or suburb' }, 400);
    }
    console.error(sku ? 'Check stock in store failed' : 'Find a store failed', error);
    return answer(
      {
        error: sku
          ? 'Store stock is unavailable, please try again later'
          : 'Stores are unavailable, please try again later',
      },
      502,
    );
  }
}
