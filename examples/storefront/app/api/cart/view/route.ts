import { readBasketView } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/** This shopper's whole basket (lines, codes and commerce's totals), as the flyout shows it. */
export const GET = route({ what: 'The basket' }, () => readBasketView());
