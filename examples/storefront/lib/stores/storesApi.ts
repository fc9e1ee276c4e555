import type { StoreSearch } from '../data/storeStock';
import { callRoute } from '../http/callRoute';

/** Where a store search starts (a postcode or suburb, or the browser's location), and what it asks for. */
export type StoreQuery = ({ q: string } | { lat: string; lng: string }) & { sku?: string; limit?: string };

/**
 * Stores near a place, nearest first (`GET /api/stores/stock`): with a `sku`, those that hold the product, with their
 * stock (check stock in store); without, every store near (find a store, checkout's Click & Collect list). The answer
 * is the same for every shopper, so the browser keeps it as long as the route says. `unavailable` is the page's
 * sentence for an answer that never came.
 */
export const searchStores = (query: StoreQuery, unavailable?: string) =>
  callRoute<StoreSearch>(`/api/stores/stock?${new URLSearchParams(query)}`, { unavailable, cache: 'default' });
