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
