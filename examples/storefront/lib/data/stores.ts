import 'server-only';
import type { Store } from '@bookshop/sdk';
import { HELPLINE_HOURS } from '@bookshop/sdk/rules';
import { cache } from 'react';
import { bookshop } from '../bookshop';
import { contentSettings } from './content';
import { withFallback } from './fallback';

// Read once per request (a page's metadata and body share the answer), so an editor's change shows on the next visit.

/** Every store from content, by name. */
export const storeList = cache((): Promise<Store[]> => bookshop().content.stores());

/** One store by slug; `null` for an unknown slug (the page answers 404). */
export const storeBySlug = cache((slug: string): Promise<Store | null> => bookshop().content.store(slug));

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
