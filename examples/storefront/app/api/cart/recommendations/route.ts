import { basketJson } from '@/lib/basket/basketRoute';
import { basketRecommendations, readBasketSummary } from '@/lib/data/basket';

/** 'You may also like' for this shopper's basket (the flyout's carousel); an outage answers an empty row. */
export async function GET() {
  const { quantities } = await readBasketSummary();
  return basketJson(await basketRecommendations(Object.keys(quantities)));
}
