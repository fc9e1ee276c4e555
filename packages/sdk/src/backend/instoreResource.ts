import type * as z from '../transport/guard';
import type { NoInput, RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import {
  type DistanceOrigin,
  type StoreLocation,
  type StoreStock,
  wireFind,
  wireLocation,
  wireLocations,
  wireStoreAddress,
} from './backendWire';

/** A store by its id (`S001`) or its slug (`west-ryde`). */
export type StoreRef = { id: string } | { slug: string };
/** A store with its distance from the searched place, and the product's stock there when a `sku` was asked about. */
export type StoreDistance = StoreLocation & { distanceKm: number; stock?: StoreStock };
/**
 * Where a store search starts: a postcode, a suburb (with its state when the name is in more than one), or a point
 * (the shopper's browser location).
 */
export type StoreSearchOrigin =
  | { postcode: string }
  | { suburb: string; state?: string }
  | { latitude: number; longitude: number };
/** The stores nearest a postcode: where the postcode is, and the stores nearest first. */
export interface NearestStores {
  origin: DistanceOrigin;
  locations: StoreDistance[];
}
/** The store as a Click & Collect delivery address. */
export type StoreAddress = z.output<typeof wireStoreAddress>;

/** The shop's stores (`bookshop.backend.instore`). */
export interface InstoreResource {
  /**
   * Every store with its coordinates (`GET instore/locations`).
   *
   * @example
   * ```ts
   * const stores = await bookshop.backend.instore.locations();
   * ```
   */
  locations(input?: NoInput, options?: RequestOptions): Promise<StoreLocation[]>;
  /**
   * One store by id or slug (`GET instore/location`); `null` when there is none.
   *
   * @example
   * ```ts
   * const store = await bookshop.backend.instore.location({ slug: 'west-ryde' });
   * ```
   */
  location(ref: StoreRef, options?: RequestOptions): Promise<StoreLocation | null>;
  /**
   * The stores nearest a postcode, a suburb or a point, nearest first (`GET instore/find`, `limit` 5 by default, at
   * most 15). With a `sku`, only the stores that hold that product, each with its `stock` there.
   *
   * @example
   * ```ts
   * const { locations } = await bookshop.backend.instore.find({ postcode: '2114', limit: 3 });
   * const { origin, locations: holding } = await bookshop.backend.instore.find({ suburb: 'Toowoomba', sku: '9781…' });
   * holding[0]?.stock?.state; // 'in-stock' | 'low-stock'
   * ```
   */
  find(input: StoreSearchOrigin & { limit?: number; sku?: string }, options?: RequestOptions): Promise<NearestStores>;
  /**
   * A store as a Click & Collect address (`GET instore/address`).
   *
   * @example
   * ```ts
   * const { address } = await bookshop.backend.instore.address({ id: 'S014' });
   * ```
   */
  address(ref: StoreRef, options?: RequestOptions): Promise<StoreAddress>;
}

// The back end takes exactly one of the two; a caller's object may carry more.
const refQuery = (store: StoreRef) => ('id' in store ? { id: store.id } : { slug: store.slug });

export function createInstoreResource(backend: BackendRequest): InstoreResource {
  return {
    locations: async (_input, options = {}) => (await backend('instore/locations', wireLocations, options)).locations,
    location: async (store, options = {}) =>
      nullWhenNotFound(
        backend('instore/location', wireLocation, { ...options, query: refQuery(store) }).then((body) => body.location),
      ),
    // The origin's keys go as they are: the back end takes exactly one origin and refuses two.
    find: (input, options = {}) => backend('instore/find', wireFind, { ...options, query: input }),
    address: (store, options = {}) =>
      backend('instore/address', wireStoreAddress, { ...options, query: refQuery(store) }),
  };
}
