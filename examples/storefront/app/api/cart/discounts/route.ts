import { discountCodeInput } from '@/lib/basket/basketInput';
import { basketJson, basketWrite } from '@/lib/basket/basketRoute';
import { applyDiscount } from '@/lib/data/basket';

/**
 * Applies a discount code (`{ code }`) through commerce. A code that does not apply answers 200 with `applied: false`
 * and the spec's message for its state (an expected outcome, not a failure), and is not kept on the basket.
 */
export async function POST(request: Request) {
  return basketWrite(request, { body: discountCodeInput }, async ({ body }) =>
    basketJson(await applyDiscount(body.code)),
  );
}
