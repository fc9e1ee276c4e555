import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { auLocalities, type Locality, localityOfPostcode } from '../../reference/auPostcodes';
import { haversineKm } from '../../reference/haversine';
import type { BackendDeps } from './deps';
import { readQuery } from './query';
import { readBody } from './request';
import { type StoreLocation, storeLocations } from './storeLocations';
import { stockedProduct, storeStock } from './storeStock';

const postcode = z
  .string({ error: 'postcode is required' })
  .trim()
  .regex(/^\d{4}$/, 'postcode must be 4 digits');
const storeRef = z
  .object({ id: z.string().trim().max(50).optional(), slug: z.string().trim().max(50).optional() })
  .refine((value) => value.id || value.slug, 'id or slug is required');

function origin(code: string) {
  const place = localityOfPostcode(code);
  if (!place) throw new ReplyError(404, `Unknown postcode ${code}`);
  return place;
}

/** A suburb by name (and state, when the name is in more than one), preferring the locality that takes deliveries. */
function suburbOrigin(name: string, state?: string): Locality {
  const wanted = name.trim().toUpperCase();
  const matches = auLocalities().filter(
    (locality) => locality.locality === wanted && (!state || locality.state === state.toUpperCase()),
  );
  const place = matches.find((locality) => locality.type === 'Delivery Area') ?? matches[0];
  if (!place) throw new ReplyError(404, `Unknown suburb ${name.trim()}`);
  return place;
}

/** The locality nearest a point (a shopper's browser location). */
function nearestLocality(point: { latitude: number; longitude: number }): Locality {
  let best: Locality | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const locality of auLocalities()) {
    const km = haversineKm(point, locality);
    if (km < bestKm) [best, bestKm] = [locality, km];
  }
  if (!best || bestKm > 200) throw new ReplyError(404, 'No Australian locality near that location');
  return best;
}

const findQuery = z
  .object({
    postcode: postcode.optional(),
    suburb: z.string().trim().min(2, 'suburb is too short').max(60).optional(),
    state: z.string().trim().max(3).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    sku: z.string().trim().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(15).default(5),
  })
  .refine(
    (query) =>
      [query.postcode, query.suburb, query.latitude ?? query.longitude].filter((value) => value !== undefined)
        .length === 1 && (query.latitude === undefined) === (query.longitude === undefined),
    'exactly one of postcode, suburb, or latitude and longitude is required',
  );

/** Stores nearest first from a postcode, each with `distanceKm` (haversine on postcode coordinates). */
function byDistance(stores: StoreLocation[], code: string | Locality) {
  const from = typeof code === 'string' ? origin(code) : code;
  return {
    origin: {
      postcode: from.postcode,
      suburb: from.locality,
      state: from.state,
      latitude: from.latitude,
      longitude: from.longitude,
    },
    stores: stores
      .filter((store) => store.latitude !== null && store.longitude !== null)
      .map((store) => ({
        ...store,
        distanceKm: Number(haversineKm(from, store as { latitude: number; longitude: number }).toFixed(1)),
      }))
      .sort((a, b) => a.distanceKm - b.distanceKm),
  };
}

async function findStore(deps: BackendDeps, ref: { id?: string; slug?: string }) {
  const store = (await storeLocations(deps.db)).find(
    (candidate) => candidate.id === ref.id || candidate.slug === (ref.slug ?? ref.id),
  );
  if (!store) throw new ReplyError(404, `No store ${ref.id ?? ref.slug}`);
  return store;
}

/**
 * In-store paths: `GET instore/locations` (every store), `GET instore/location?id|slug`, `GET instore/find` from a
 * `postcode`, a `suburb` (and `state`) or a `latitude` and `longitude` (nearest first, `limit`; with a `sku`, only the
 * stores holding that product, each with its `stock`), `GET instore/address?id|slug` (the store as a Click & Collect shipping address) and
 * `POST googleApi/distance-identification` `{ postcode, storeIds? }` (distances by haversine on postcode coordinates).
 */
export function registerInstoreRoutes(router: Router, deps: BackendDeps): void {
  router.get('/instore/locations', async () => ({ json: { locations: await storeLocations(deps.db) } }));
  router.get('/instore/location', async (context) => ({
    json: { location: await findStore(deps, readQuery(context, storeRef)) },
  }));
  router.get('/instore/find', async (context) => {
    const query = readQuery(context, findQuery);
    const place = query.postcode
      ? query.postcode
      : query.suburb
        ? suburbOrigin(query.suburb, query.state)
        : nearestLocality({ latitude: query.latitude as number, longitude: query.longitude as number });
    const { origin: from, stores } = byDistance(await storeLocations(deps.db), place);
    if (!query.sku) return { json: { origin: from, locations: stores.slice(0, query.limit) } };
    // With a sku: the nearest stores that hold the product, each with its stock there.
    const product = await stockedProduct(deps.db, query.sku);
    const holding = stores
      .map((store) => ({ ...store, stock: storeStock(product, store.id) }))
      .filter((store) => store.stock.quantity > 0);
    return { json: { origin: from, locations: holding.slice(0, query.limit) } };
  });
  router.get('/instore/address', async (context) => {
    const store = await findStore(deps, readQuery(context, storeRef));
    const [streetNumber, ...street] = store.address.street.split(' ');
    return {
      json: {
        storeId: store.id,
        address: {
          company: store.name,
          streetNumber,
          streetName: street.join(' '),
          city: store.address.suburb,
          state: store.address.state,
          postalCode: store.address.postcode,
          country: store.address.country,
          phone: store.phone,
          email: store.email,
        },
      },
    };
  });
  router.post('/googleApi/distance-identification', async (context) => {
    const body = readBody(context, z.object({ postcode, storeIds: z.array(z.string().max(50)).max(50).optional() }));
    const { origin: from, stores } = byDistance(await storeLocations(deps.db), body.postcode);
    const wanted = body.storeIds?.length ? stores.filter((store) => body.storeIds?.includes(store.id)) : stores;
    return {
      json: {
        origin: from,
        results: wanted.map((store) => ({
          storeId: store.id,
          slug: store.slug,
          name: store.name,
          distanceKm: store.distanceKm,
        })),
      },
    };
  });
}
