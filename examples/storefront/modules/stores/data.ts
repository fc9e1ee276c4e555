import 'server-only';
import type { Store } from '@bookshop/sdk';
import { HELPLINE_HOURS } from '@bookshop/sdk/rules';
import { cache } from 'react';
import { bookshop } from '@/lib/bookshop';
import { contentSettings } from '@/modules/content/data';

/** Every store from content, by name. */
export const storeList = cache((): Promise<Store[]> => bookshop().content.stores());

/** One store by slug; `null` for an unknown slug (the page answers 404). */
export const storeBySlug = cache((slug: string): Promise<Store | null> => bookshop().content.store(slug));

/** The store-locator helpline: number and hours from the settings; the spec's hours if the settings fail. */
export interface Helpline {
  phone?: string;
  hours: string;
}

export const helpline = cache(async (): Promise<Helpline> => {
  try {
    const { store_locator } = await contentSettings();
    return { phone: store_locator.helpline, hours: store_locator.opening_hours };
  } catch (error) {
    console.error('Could not load the store-locator helpline', error);
    return { hours: HELPLINE_HOURS };
  }
});
