import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { localityOfPostcode } from '../../reference/auPostcodes';
import { haversineKm } from '../../reference/haversine';
import type { BackendDeps } from './deps';
import { readQuery } from './query';
import { readBody } from './request';
import { type StoreLocation, storeLocations } from './storeLocations';

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

/** Stores nearest first from a postcode, each with `distanceKm` (haversine on postcode coordinates). */
function byDistance(stores: StoreLocation[], code: string) {
  const from = origin(code);
  return {
    origin: {
      postcode: code,
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
 * In-store paths: `GET instore/locations` (every store), `GET instore/location?id|slug`, `GET instore/find?postcode`
 * (nearest first, `limit`), `GET instore/address?id|slug` (the store as a Click & Collect shipping address) and
 * `POST googleApi/distance-identification` `{ postcode, storeIds? }` (distances by haversine on postcode coordinates).
 */
export function registerInstoreRoutes(router: Router, deps: BackendDeps): void {
  router.get('/instore/locations', async () => ({ json: { locations: await storeLocations(deps.db) } }));
  router.get('/instore/location', async (context) => ({
    json: { location: await findStore(deps, readQuery(context, storeRef)) },
  }));
  router.get('/instore/find', async (context) => {
    const query = readQuery(context, z.object({ postcode, limit: z.coerce.number().int().min(1).max(15).default(5) }));
    const { origin: from, stores } = byDistance(await storeLocations(deps.db), query.postcode);
    return { json: { origin: from, locations: stores.slice(0, query.limit) } };
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
