import { discountCodeInput } from '@/lib/basket/basketInput';
import { applyDiscount } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/**
 * Applies a discount code (`{ code, cart? }`, `cart` being the basket's as the page holds it) through commerce. A code
 * that does not apply answers 200 with `applied: false`, its state and the spec's message (an expected outcome, not a
 * failure), and is not kept on the basket; `basket: null` says nothing changed.
 */
export const POST = route({ what: 'The basket', body: discountCodeInput, fields: false }, ({ body }) =>
  applyDiscount(body.code, body.cart),
);
