import type { ProductSummary } from '@bookshop/sdk';
import type { RouteAnswer } from '@/lib/http/routeAnswer';

/** What a carousel recommends: the profile, the product it is shown with, and how many (the server's `Shelf`). */
export interface RecommendationQuery {
  tag: string;
  product?: string;
  limit?: number;
}

/**
 * The signed-in shopper's own picks for a carousel the page rendered with everyone's. The route caller arrives with
 * its own chunk: only a signed-in shopper's browser asks.
 */
export async function loadPersonalRecommendations(
  { tag, product, limit }: RecommendationQuery,
  signal: AbortSignal,
): Promise<RouteAnswer<ProductSummary[]>> {
  const { callRoute } = await import('@/lib/http/callRoute');
  const query = new URLSearchParams({ tag });
  if (product) query.set('product', product);
  if (limit) query.set('limit', String(limit));
  return callRoute<ProductSummary[]>(`/api/recommendations?${query}`, { signal });
}
