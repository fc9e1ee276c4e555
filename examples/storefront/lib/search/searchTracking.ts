import 'server-only';
import type { SearchspringTracking } from '@bookshop/sdk';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { cookieTokenStore } from '../session/cookieTokenStore';
import { isTrackingId, missingShopperIds, trackingFrom } from './shopperIds';

/**
 * Who is searching in this request, for the search service's reports (spec: its calls carry user, session and
 * page-load identifiers): the shopper's and the visit's ids from their cookies, and the page-load id the browser
 * minted for the page it reports (none for the search box's suggestions). Only no-store routes call it: a page is
 * shared by every visitor (the front cache), so its own search carries no ids.
 */
export const searchTracking = cache(async (pageLoadId?: string): Promise<SearchspringTracking> => {
  const jar = await cookies();
  return trackingFrom((name) => jar.get(name)?.value, pageLoadId);
});

/**
 * Sets the tracking cookies this browser lacks (or holds in a form the search service cannot take), from a no-store
 * route the browser calls on every page (`/api/session`): a page's response never carries a cookie, so a shared copy
 * can never hand one visitor's ids to another.
 */
export async function ensureShopperIds(): Promise<void> {
  const jar = await cookies();
  for (const { name, value, maxAge } of missingShopperIds((cookie) => jar.get(cookie)?.value)) {
    jar.set(name, value, { path: '/', sameSite: 'lax', httpOnly: true, maxAge });
  }
}

/**
 * The signed-in customer's id, sent as the recommendation call's `shopper` so its picks can be personal (spec: the
 * recommend call's parameters); none when signed out. Read from the session cookie, without a request.
 */
export const signedInShopper = cache(async (): Promise<string | undefined> => {
  const token = await (await cookieTokenStore()).get();
  return isTrackingId(token?.customerId) ? token.customerId : undefined;
});
