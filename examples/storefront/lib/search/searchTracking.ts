import 'server-only';
import type { SearchspringTracking } from '@bookshop/sdk';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { cookieTokenStore } from '../session/cookieTokenStore';
import { isTrackingId, PAGE_LOAD_HEADER, trackingFrom } from './shopperIds';

/**
 * Who is searching in this request (once per request), for every call to the search service (spec: its headers carry
 * user, session and page-load identifiers). The proxy sets the cookies and the page-load id; a route it does not run
 * for (the search box's suggestions) sends the cookies' ids without a page load.
 */
export const searchTracking = cache(async (): Promise<SearchspringTracking> => {
  const [jar, incoming] = await Promise.all([cookies(), headers()]);
  return trackingFrom((name) => jar.get(name)?.value, incoming.get(PAGE_LOAD_HEADER));
});

/**
 * The signed-in customer's id, sent as the recommendation call's `shopper` so its picks can be personal (spec: the
 * recommend call's parameters); none when signed out. Read from the session cookie, without a request.
 */
export const signedInShopper = cache(async (): Promise<string | undefined> => {
  const token = await (await cookieTokenStore()).get();
  return isTrackingId(token?.customerId) ? token.customerId : undefined;
});
