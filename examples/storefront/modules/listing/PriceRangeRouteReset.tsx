'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { forgetPriceRangeOffRoute } from './priceRangeRoute';

/** Runs on every page: a route other than the listing that kept a price range forgets it. Renders nothing. */
export function PriceRangeRouteReset() {
  const pathname = usePathname();
  useEffect(() => {
    try {
      forgetPriceRangeOffRoute(pathname, window.localStorage);
    } catch {
      // Storage can be switched off; then nothing was kept either.
    }
  }, [pathname]);
  return null;
}
