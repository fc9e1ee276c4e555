import 'server-only';
import type { Store } from '@bookshop/sdk';
import { HELPLINE_HOURS } from '@bookshop/sdk/rules';
import { bookshop } from '../bookshop';
import { contentSettings } from './content';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

/** Every store from content, by name. */
export async function storeList(): Promise<Store[]> {
  'use cache';
  contentCache('stores');
  return bookshop().content.stores();
}

/** One store by slug; `null` for an unknown slug (the page answers 404). */
export async function storeBySlug(slug: string): Promise<Store | null> {
  'use cache';
  contentCache('stores');
  return bookshop().content.store(slug);
}

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
