'use client';

import { useEffect, useRef } from 'react';
import { track } from './analytics';

/**
 * Tracks a `search` when the results for a new `term` are shown (a search from the header, a shared link, the back
 * button); renders nothing. Refining, sorting or paging the same term's results is not a new search, and React's
 * development double-run of effects does not count twice. Place it on the results page with the term and the total.
 *
 * @example
 * ```tsx
 * <TrackSearch term={state.q} results={listing.total} />
 * ```
 */
export function TrackSearch({ term, results }: { term?: string; results?: number }) {
  const tracked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!term || tracked.current === term) return;
    tracked.current = term;
    track({ name: 'search', term, results });
  }, [term, results]);
  return null;
}
