'use client';

import { useSession } from '@bookshop/react';
import { useEffect } from 'react';
import { newPageLoadId } from '@/lib/search/newPageLoadId';
import { reportListingSearch } from '@/lib/search/searchApi';

/**
 * Reports the listing's search to the search service with this browser's tracking ids, once per listing shown (each
 * with a new page-load id). It waits for the session: the session route is where a first visit gets its tracking
 * cookies, so the report carries the same ids as every later one.
 */
export function ReportListingSearch({ search }: { search: string }) {
  const { isLoading } = useSession();
  useEffect(() => {
    if (!isLoading) void reportListingSearch(search, newPageLoadId());
  }, [isLoading, search]);
  return null;
}
