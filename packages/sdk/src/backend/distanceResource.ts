import type * as z from '../transport/guard';
import type { RequestOptions } from '../transport/http';
import type { BackendRequest } from './backendRequest';
import { wireDistance } from './backendWire';

/** Distances from a postcode to stores. */
export type StoreDistances = z.output<typeof wireDistance>;

/**
 * Distances from a postcode to stores (`POST googleApi/distance-identification`), all stores or the given ids
 * (`bookshop.backend.distance`).
 *
 * @example
 * ```ts
 * const { results } = await bookshop.backend.distance({ postcode: '4350', storeIds: ['S013'] });
 * ```
 */
export type DistanceResource = (
  input: { postcode: string; storeIds?: string[] },
  options?: RequestOptions,
) => Promise<StoreDistances>;

export function createDistanceResource(backend: BackendRequest): DistanceResource {
  return ({ postcode, storeIds }, options = {}) =>
    backend('googleApi/distance-identification', wireDistance, {
      ...options,
      method: 'POST',
      body: { postcode: postcode.trim(), ...(storeIds ? { storeIds } : {}) },
    });
}
