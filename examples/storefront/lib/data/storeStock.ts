import 'server-only';
import type { Bookshop, StoreSearchOrigin, StoreStock } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { bookshop } from '../bookshop';

import { MAX_STORES_LIMIT, NEAR_STORES_LIMIT, STOCK_STORES_LIMIT } from '../stores/storeSearchLimits';

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const SUBURB = /^([A-Za-z][A-Za-z' .-]{1,58}?)(?:,?\s+(ACT|NSW|NT|QLD|SA|TAS|VIC|WA))?$/i;
const PLACE_MESSAGE = 'Please enter a postcode or suburb';
const LIMIT_MESSAGE = `Please ask for 1 to ${MAX_STORES_LIMIT} stores`;

/**
 * A store search's query: where from, `q` (a 4-digit postcode, or a suburb with an optional state, 'Toowoomba' or
 * 'Richmond VIC') or `lat` and `lng` (the browser's location); for a stock check the product's `sku`; and how many
 * stores at most, `limit` (1 to {@link MAX_STORES_LIMIT}; the default is the stock check's or the store finder's).
 */
export const storeStockQuery = z
  .object({
    sku: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Please choose a product' }))),
    q: z.optional(z.string().check(z.trim(), z.maxLength(60, { error: PLACE_MESSAGE }))),
    lat: z.optional(z.coerce.number().check(z.gte(-90), z.lte(90))),
    lng: z.optional(z.coerce.number().check(z.gte(-180), z.lte(180))),
    limit: z.optional(
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .check(
          z.refine(Number.isInteger, { error: LIMIT_MESSAGE }),
          z.gte(1, { error: LIMIT_MESSAGE }),
          z.lte(MAX_STORES_LIMIT, { error: LIMIT_MESSAGE }),
        ),
    ),
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

/** A store as the site lists it: its id (a Click & Collect order's `storeId`), page slug, name and address. */
export interface StoreListing {
  id: string;
  slug: string;
  name: string;
  address: string;
}

/** A store near the place searched from: where it is, how far, and for a stock check its stock of the product. */
export interface StoreNear extends StoreListing {
  distanceKm: number;
  stock?: StoreStock;
}

/** A store offered for Click & Collect: nearest first once a place is known (with its distance), else by name. */
export type CollectStore = StoreListing & { distanceKm?: number };

/** The answer of a store search: the place searched from, and the nearest stores (holding the product, if one). */
export interface StoreSearch {
  origin: { postcode: string; suburb?: string | null; state?: string | null };
  stores: StoreNear[];
}

const storeListing = (store: {
  id: string;
  slug: string;
  name: string;
  address: { street: string; suburb: string; state: string; postcode: string };
}): StoreListing => ({
  id: store.id,
  slug: store.slug,
  name: store.name,
  address: `${store.address.street}, ${store.address.suburb} ${store.address.state} ${store.address.postcode}`,
});

/**
 * The stores nearest a place, nearest first (the back end's instore paths), at most `limit` (1 to
 * {@link MAX_STORES_LIMIT}; by default 5 for a stock check, 6 otherwise): with a `sku`, those holding the product with
 * the stock at each (check stock in store); without, the nearest whatever they hold (find a store near me, and
 * checkout's Click & Collect stores).
 */
export async function storesNear(
  from: StoreSearchOrigin,
  { sku, limit = sku ? STOCK_STORES_LIMIT : NEAR_STORES_LIMIT }: { sku?: string; limit?: number } = {},
  client: Bookshop = bookshop(),
): Promise<StoreSearch> {
  const { origin, locations } = await client.backend.instore.find({
    ...from,
    ...(sku ? { sku } : {}),
    limit: Math.min(MAX_STORES_LIMIT, Math.max(1, Math.trunc(limit))),
  });
  return {
    origin: { postcode: origin.postcode, suburb: origin.suburb, state: origin.state },
    stores: locations
      .filter((store) => !sku || (store.stock && store.stock.quantity > 0))
      .map((store) => ({
        ...storeListing(store),
        distanceKm: store.distanceKm,
        ...(sku ? { stock: store.stock as StoreStock } : {}),
      })),
  };
}

/** Every store by name, for Click & Collect when no place is known to sort them by distance. */
export async function storesByName(client: Bookshop = bookshop()): Promise<StoreListing[]> {
  const stores = await client.backend.instore.locations();
  return stores.map(storeListing).sort((a, b) => a.name.localeCompare(b.name));
}
