import { basketFailure, basketJson } from '@/lib/basket/basketRoute';
import { readBasketView } from '@/lib/data/basket';

/** This shopper's whole basket (lines, codes and commerce's totals), as the flyout shows it. */
export async function GET() {
  try {
    return basketJson(await readBasketView());
  } catch (error) {
    return basketFailure(error);
  }
}
