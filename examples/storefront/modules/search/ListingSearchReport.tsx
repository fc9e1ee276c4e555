'use client';

import dynamic from 'next/dynamic';

/**
 * {@link ReportListingSearch} in a chunk of its own, loaded after hydration: it renders nothing, and the listings'
 * first load has no room for it.
 */
export const ListingSearchReport = dynamic(
  () => import('./ReportListingSearch').then((module) => module.ReportListingSearch),
  { ssr: false },
);
