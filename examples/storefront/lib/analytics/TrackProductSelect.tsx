'use client';

import type { ReactNode } from 'react';
import { track } from './analytics';

/**
 * Wraps server-rendered product cards and tracks a `product_select` when a product link inside is followed (one
 * delegated listener, so the cards stay server components). The card's list item may carry `data-sku` and
 * `data-position`; the slug is read from the link.
 *
 * @example
 * ```tsx
 * <TrackProductSelect list="Best sellers"><ul>{cards}</ul></TrackProductSelect>
 * ```
 */
export function TrackProductSelect({
  list,
  className,
  children,
}: {
  list: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens for clicks on the product links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed with the keyboard fires click too
    <div
      className={className}
      onClick={(event) => {
        const link = (event.target as Element).closest?.('a[href^="/product/"]');
        if (!link) return;
        const item = link.closest<HTMLElement>('[data-sku]');
        const position = Number(item?.dataset.position);
        track({
          name: 'product_select',
          slug: decodeURIComponent((link.getAttribute('href') ?? '').slice('/product/'.length)),
          sku: item?.dataset.sku,
          list,
          ...(position ? { position } : {}),
        });
      }}
    >
      {children}
    </div>
  );
}
