'use client';

import { useEffect } from 'react';
import { VIEWED_PRODUCTS_COOKIE, VIEWED_PRODUCTS_MAX_AGE_S, withViewedProduct } from '@/lib/search/viewedProducts';

/**
 * Records a product page view in Searchspring's recently-viewed cookie, as its tracking script does, so the basket's
 * 'You may also like' can send `lastViewed`. Renders nothing.
 */
export function TrackProductView({ sku }: { sku: string }) {
  useEffect(() => {
    const current = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${VIEWED_PRODUCTS_COOKIE}=`))
      ?.slice(VIEWED_PRODUCTS_COOKIE.length + 1);
    const next = withViewedProduct(current, sku);
    if (next && next !== current) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the value is built and escaped by withViewedProduct
      document.cookie = `${VIEWED_PRODUCTS_COOKIE}=${next}; path=/; max-age=${VIEWED_PRODUCTS_MAX_AGE_S}; samesite=lax`;
    }
  }, [sku]);
  return null;
}
