'use client';

import { useEffect } from 'react';
import { track } from './analytics';

/**
 * Tracks a `search` when the results for `term` are shown (a search from the header, a shared link, the back
 * button); renders nothing. Place it on the results page with the term and the total.
 *
 * @example
 * ```tsx
 * <TrackSearch term={state.q} results={listing.total} />
 * ```
 */
export function TrackSearch({ term, results }: { term?: string; results?: number }) {
  useEffect(() => {
    if (term) track({ name: 'search', term, results });
  }, [term, results]);
  return null;
}
