import { basketRecommendations, readBasketSummary } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/** 'You may also like' for this shopper's basket (the flyout's carousel); an outage answers an empty row. */
export const GET = route({ what: 'The basket' }, async () =>
  basketRecommendations(Object.keys((await readBasketSummary()).quantities)),
);
