import type { AutocompleteData } from '@bookshop/react';

/**
 * The search box's suggestions for a query; a refused or failed call rejects (the box then shows its error). The route
 * caller arrives with its own chunk on the first call: the box is on every page, and the listing pages' first-load
 * budget has no room for it.
 */
export async function loadSuggestions(query: string, signal: AbortSignal): Promise<AutocompleteData> {
  const { answerValue, callRoute } = await import('@/lib/http/callRoute');
  const path = `/api/search/autocomplete?q=${encodeURIComponent(query)}`;
  // The route's answer may be kept for a minute (`private`): typing a query again need not ask again.
  return answerValue(await callRoute<AutocompleteData>(path, { signal, cache: 'default' }));
}

/**
 * Reports the listing this page shows (its search as `searchStateToUrl` writes it) with the page-load id minted for
 * it; the route adds this browser's tracking cookies. What comes back changes nothing on the page, so it is ignored.
 */
export async function reportListingSearch(url: string, pageLoadId: string): Promise<void> {
  const { callRoute } = await import('@/lib/http/callRoute');
  await callRoute<undefined>('/api/search/track', { method: 'POST', body: { url, pageLoadId } });
}
