import 'server-only';
import type { Store, StoreLocation } from '@bookshop/sdk';
import { HELPLINE_HOURS } from '@bookshop/sdk/rules';
import { cache } from 'react';
import { bookshop } from '../bookshop';
import { contentSettings } from './content';
import { withFallback } from './fallback';

// Read once per request (a page's metadata and body share the answer), so an editor's change shows on the next visit.

/**
 * A store's page from content with where and when from the back end's instore location (its system of record for
 * the shop's stores): address, phone, email and opening hours. Matched by the store's id, else its slug.
 */
export function withLocation(store: Store, locations: StoreLocation[]): Store {
  const location =
    locations.find((candidate) => candidate.id === store.store_id) ??
    locations.find((candidate) => candidate.slug === store.slug);
  if (!location) return store;
  return {
    ...store,
    address: location.address,
    phone: location.phone ?? store.phone,
    email: location.email ?? store.email,
    hours: location.hours.length ? location.hours : store.hours,
  };
}

/** The back end's store locations; none while it cannot be read, so the stores show content's own text. */
const storeLocations = cache(() =>
  withFallback<StoreLocation[]>('the store locations', () => bookshop().backend.instore.locations(), []),
);

/** Every store from content, by name, with its address and hours from the back end (`withLocation`). */
export const storeList = cache(async (): Promise<Store[]> => {
  const [stores, locations] = await Promise.all([bookshop().content.stores(), storeLocations()]);
  return stores.map((store) => withLocation(store, locations));
});

/** One store by slug, its address and hours from the back end; `null` for an unknown slug (the page answers 404). */
export const storeBySlug = cache(async (slug: string): Promise<Store | null> => {
  const [store, location] = await Promise.all([
    bookshop().content.store(slug),
    withFallback('the store location', () => bookshop().backend.instore.location({ slug }), null),
  ]);
  return store && withLocation(store, location ? [location] : []);
});

/** The store-locator helpline: number and hours from the settings. */
export interface Helpline {
  phone?: string;
  hours: string;
}

/** The helpline of the settings; the spec's hours while the settings cannot be read. */
export const helpline = (): Promise<Helpline> =>
  withFallback<Helpline>(
    'the store-locator helpline',
    async () => {
      const { store_locator } = await contentSettings();
      return { phone: store_locator.helpline, hours: store_locator.opening_hours };
    },
    { hours: HELPLINE_HOURS },
  );
