import { discountCodeInput } from '@/lib/basket/basketInput';
import { applyDiscount } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/**
 * Applies a discount code (`{ code }`) through commerce. A code that does not apply answers 200 with `applied: false`
 * and the spec's message for its state (an expected outcome, not a failure), and is not kept on the basket.
 */
export const POST = route({ what: 'The basket', body: discountCodeInput, fields: false }, ({ body }) =>
  applyDiscount(body.code),
);
