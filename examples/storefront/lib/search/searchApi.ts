import type { AutocompleteData } from '@bookshop/react';
import { answerValue, callRoute } from '@/lib/http/callRoute';

/** The search box's suggestions for a query; a refused or failed call rejects (the box then shows its error). */
export const loadSuggestions = (query: string, signal: AbortSignal): Promise<AutocompleteData> =>
  callRoute<AutocompleteData>(`/api/search/autocomplete?q=${encodeURIComponent(query)}`, { signal }).then(answerValue);
