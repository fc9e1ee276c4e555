import { basketPath, discountRemoval } from '@/lib/basket/basketInput';
import { removeDiscount } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/**
 * Takes a discount code (by its id) off the basket (`{ cart? }`, `cart` being the basket's as the page holds it) and
 * answers the whole basket after it.
 */
export const DELETE = route(
  { what: 'The basket', params: basketPath, body: discountRemoval, fields: false },
  ({ params, body }) => removeDiscount(params.id, body.cart),
);
