'use client';

import { useSession } from '@bookshop/react';
import type { ProductSummary } from '@bookshop/sdk';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { loadPersonalRecommendations, type RecommendationQuery } from '@/lib/products/recommendationsApi';

// The cards rendered in the browser come with their own chunk: only a signed-in shopper's page needs them.
const ShelfCards = lazy(() => import('./ShelfCards').then((module) => ({ default: module.ShelfCards })));

/**
 * A recommendation carousel the server rendered with everyone's picks (`children`): the page is the same for every
 * visitor (the front cache). For a signed-in shopper it asks for their own picks and shows those instead; when there
 * are none, or the call fails, everyone's stay.
 */
export function PersonalisedShelf({
  label,
  recommendation,
  kiosk,
  children,
}: {
  label: string;
  recommendation: RecommendationQuery;
  kiosk: boolean;
  children: ReactNode;
}) {
  const { customer } = useSession();
  const [own, setOwn] = useState<{ for: string; products: ProductSummary[] }>();
  const who = customer?.email;
  const { tag, product, limit } = recommendation;
  useEffect(() => {
    if (!who) return;
    const controller = new AbortController();
    loadPersonalRecommendations({ tag, product, limit }, controller.signal)
      .then((answer) => {
        if (answer.ok && answer.value.length) setOwn({ for: who, products: answer.value });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [who, tag, product, limit]);
  // Another shopper's picks (signed out since, or someone else) are never shown.
  if (!own || own.for !== who) return children;
  // Everyone's picks stay until the cards' chunk has arrived.
  return (
    <Suspense fallback={children}>
      <ShelfCards label={label} products={own.products} kiosk={kiosk} />
    </Suspense>
  );
}
