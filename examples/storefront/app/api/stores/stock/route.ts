import { HttpError } from '@bookshop/sdk';
import { searchOrigin, storeStockQuery, storesNear } from '@/lib/data/storeStock';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

const PLACE_MESSAGE = 'Please enter a postcode or suburb';

/**
 * Stores near a place: `GET ?q={postcode or suburb}` or `?lat=…&lng=…` answers `{ origin, stores }`, the nearest stores
 * (nearest first, each with its id, slug and distance: find a store near me, checkout's Click & Collect stores); with
 * `sku=…`, only those that hold the product, with their stock (check stock in store); `limit=` (1 to 15) says how
 * many at most. A malformed query is 400 with what to enter; a place or product the back end does not
 * know, 404; its outage, 502 in the words of the page that asked. Never a 500 for what was sent. The same for every
 * shopper, and store shelves change slowly: a minute in the browser is fine.
 */
export const GET = route(
  { what: 'Stores', query: storeStockQuery, cache: 'public, max-age=60' },
  async ({ query: { sku, q, lat, lng, limit } }) => {
    const from = q ? searchOrigin(q) : { latitude: lat as number, longitude: lng as number };
    if (!from) throw new RouteRefusal(PLACE_MESSAGE);
    try {
      return await storesNear(from, { sku, limit });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        throw new RouteRefusal(
          /product/i.test(error.message)
            ? 'We couldn’t find that product'
            : 'We couldn’t find that postcode or suburb. Please check it and try again.',
          404,
        );
      }
      if (error instanceof HttpError && error.status === 400) throw new RouteRefusal(PLACE_MESSAGE);
      console.error(sku ? 'Check stock in store failed' : 'Find a store failed', error);
      throw new RouteRefusal(
        sku ? 'Store stock is unavailable, please try again later' : 'Stores are unavailable, please try again later',
        502,
      );
    }
  },
);
