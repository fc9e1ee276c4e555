'use client';

import { useSession } from '@bookshop/react';
import { useEffect } from 'react';

/**
 * Reports the listing's search to the search service with this browser's tracking ids, once per listing shown (each
 * with a new page-load id). It waits for the session: the session route is where a first visit gets its tracking
 * cookies, so the report carries the same ids as every later one. The call comes with its own chunk: the listings'
 * first load has no room for it.
 */
export function ReportListingSearch({ search }: { search: string }) {
  const { isLoading } = useSession();
  useEffect(() => {
    if (!isLoading) void import('@/lib/search/reportListing').then((report) => report.reportListing(search));
  }, [isLoading, search]);
  return null;
}
