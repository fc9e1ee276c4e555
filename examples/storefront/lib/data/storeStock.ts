import 'server-only';
import type { Bookshop, StoreSearchOrigin, StoreStock } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { bookshop } from '../bookshop';

/** How many stores a stock check lists at most: the nearest that hold the product. */
export const STOCK_STORES_LIMIT = 5;
/** How many stores 'Find a store near me' lists: the nearest, whatever they hold. */
export const NEAR_STORES_LIMIT = 6;

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const SUBURB = /^([A-Za-z][A-Za-z' .-]{1,58}?)(?:,?\s+(ACT|NSW|NT|QLD|SA|TAS|VIC|WA))?$/i;
const PLACE_MESSAGE = 'Please enter a postcode or suburb';

/**
 * A store search's query: where from, `q` (a 4-digit postcode, or a suburb with an optional state, 'Toowoomba' or
 * 'Richmond VIC') or `lat` and `lng` (the browser's location); and for a stock check the product's `sku`.
 */
export const storeStockQuery = z
  .object({
    sku: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Please choose a product' }))),
    q: z.optional(z.string().check(z.trim(), z.maxLength(60, { error: PLACE_MESSAGE }))),
    lat: z.optional(z.coerce.number().check(z.gte(-90), z.lte(90))),
    lng: z.optional(z.coerce.number().check(z.gte(-180), z.lte(180))),
  })
  .check(
    z.refine(
      (query) =>
        query.q
          ? query.lat === undefined && query.lng === undefined
          : query.lat !== undefined && query.lng !== undefined,
      {
        error: PLACE_MESSAGE,
      },
    ),
  );

/** Where a stock check starts, read from the shopper's words: a postcode, or a suburb and maybe its state. */
export function searchOrigin(q: string): StoreSearchOrigin | null {
  const text = q.trim().replace(/\s+/g, ' ');
  if (/^\d{4}$/.test(text)) return { postcode: text };
  const match = SUBURB.exec(text);
  if (!match?.[1]) return null;
  const state = match[2]?.toUpperCase();
  return state && STATES.includes(state) ? { suburb: match[1].trim(), state } : { suburb: match[1].trim() };
}

/** A store near the place searched from: where it is, how far, and for a stock check its stock of the product. */
export interface StoreNear {
  slug: string;
  name: string;
  address: string;
  distanceKm: number;
  stock?: StoreStock;
}

/** The answer of a store search: the place searched from, and the nearest stores (holding the product, if one). */
export interface StoreSearch {
  origin: { postcode: string; suburb?: string | null; state?: string | null };
  stores: StoreNear[];
}

/**
 * The stores nearest a place, nearest first (the back end's instore paths): with a `sku`, those holding the product
 * with the stock at each (check stock in store); without, the nearest whatever they hold (find a store near me).
 */
export async function storesNear(
  sku: string | undefined,
  from: StoreSearchOrigin,
  client: Bookshop = bookshop(),
): Promise<StoreSearch> {
  const limit = sku ? STOCK_STORES_LIMIT : NEAR_STORES_LIMIT;
  const { origin, locations } = await client.backend.instore.find({ ...from, ...(sku ? { sku } : {}), limit });
  return {
    origin: { postcode: origin.postcode, suburb: origin.suburb, state: origin.state },
    stores: locations
      .filter((store) => !sku || (store.stock && store.stock.quantity > 0))
      .map((store) => ({
        slug: store.slug,
        name: store.name,
        address: `${store.address.street}, ${store.address.suburb} ${store.address.state} ${store.address.postcode}`,
        distanceKm: store.distanceKm,
        ...(sku ? { stock: store.stock as StoreStock } : {}),
      })),
  };
}

/** A store offered for Click & Collect: its id (the order's `storeId`), name, address, and distance once known. */
export interface CollectStore {
  id: string;
  name: string;
  address: string;
  distanceKm?: number;
}

/** Every store holds Click & Collect orders; the back end answers at most this many per search. */
const COLLECT_STORES_LIMIT = 15;

const collectStore = (store: {
  id: string;
  name: string;
  address: { street: string; suburb: string; state: string; postcode: string };
  distanceKm?: number;
}): CollectStore => ({
  id: store.id,
  name: store.name,
  address: `${store.address.street}, ${store.address.suburb} ${store.address.state} ${store.address.postcode}`,
  ...(store.distanceKm === undefined ? {} : { distanceKm: store.distanceKm }),
});

/**
 * The stores for Click & Collect: nearest first from a postcode or suburb (the same distance search as the stock
 * check, without a product), or by name when no place is known.
 */
export async function collectStores(
  from: StoreSearchOrigin | null,
  client: Bookshop = bookshop(),
): Promise<CollectStore[]> {
  if (from) {
    const { locations } = await client.backend.instore.find({ ...from, limit: COLLECT_STORES_LIMIT });
    return locations.map(collectStore);
  }
  const stores = await client.backend.instore.locations();
  return stores.map(collectStore).sort((a, b) => a.name.localeCompare(b.name));
}
