import { searchOrigin, storeStockQuery, storesNear } from '@/lib/data/storeStock';
import { route } from '@/lib/http/route';
import { type FailureWording, routeFailure } from '@/lib/http/routeFailure';
import { RouteRefusal } from '@/lib/http/routeRefusal';

const PLACE_MESSAGE = 'Please enter a postcode or suburb';

// The back end says which it does not know, the product or the place; the shopper reads it in the page's words.
const notFound = (said: string) =>
  /product/i.test(said)
    ? 'We couldn’t find that product'
    : 'We couldn’t find that postcode or suburb. Please check it and try again.';

const FIND_A_STORE: FailureWording = {
  what: 'Stores',
  notFound,
  invalid: PLACE_MESSAGE,
  unavailable: { error: 'Stores are unavailable, please try again later' },
};
const STOCK_IN_STORE: FailureWording = { what: 'Store stock', notFound, invalid: PLACE_MESSAGE };

/**
 * Stores near a place: `GET ?q={postcode or suburb}` or `?lat=…&lng=…` answers `{ origin, stores }`, the nearest stores
 * (nearest first, each with its id, slug and distance: find a store near me, checkout's Click & Collect stores); with
 * `sku=…`, only those that hold the product, with their stock (check stock in store); `limit=` (1 to 15) says how
 * many at most. A malformed query is 400 with what to enter; a place or product the back end does not
 * know, 404; its outage, 502 in the words of the page that asked. Never a 500 for what was sent. The same for every
 * shopper, and store shelves change slowly: a minute in the browser is fine.
 */
export const GET = route(
  { ...FIND_A_STORE, query: storeStockQuery, cache: 'public, max-age=60' },
  async ({ query: { sku, q, lat, lng, limit } }) => {
    const from = q ? searchOrigin(q) : { latitude: lat as number, longitude: lng as number };
    if (!from) throw new RouteRefusal(PLACE_MESSAGE);
    // The failure map with the words of the page that asked, which the query says: a stock check names a product.
    return storesNear(from, { sku, limit }).catch((error: unknown) =>
      routeFailure(error, sku ? STOCK_IN_STORE : FIND_A_STORE),
    );
  },
);
