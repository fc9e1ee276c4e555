import { CheckoutError } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { attemptId, placeOrderRequest } from '@/lib/checkout/checkoutInput';
import { badRequest, checkoutFailure, checkoutJson, checkoutRead, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { attemptStatus, checkoutErrorStatus, placeOrder } from '@/lib/data/checkout';

/** A failed attempt's answer: the shopper's reason (402 declined, 409 sold out or changed, 400) with its `code`. */
function placeFailure(error: unknown): Response {
  const known = checkoutErrorStatus(error);
  if (known && error instanceof CheckoutError) {
    return checkoutJson({ error: error.message, code: known.code, skus: error.skus }, known.status);
  }
  return checkoutFailure(error);
}

/** Places the order (`PlaceOrderRequest`) → 201 `PlacedOrder`; 402 declined, 409 sold out, 400 bad input. */
export async function POST(request: Request) {
  return checkoutWrite(request, placeOrderRequest, async (input) => {
    try {
      return checkoutJson(await placeOrder(input), 201);
    } catch (error) {
      return placeFailure(error);
    }
  });
}

/** How an attempt stands (`?attempt=`): 200 `PlacedOrder`, 202 while it runs, its failure, or 404 unknown. */
export async function GET(request: Request) {
  const parsed = z.safeParse(attemptId, new URL(request.url).searchParams.get('attempt') ?? '');
  if (!parsed.success) return badRequest(parsed.error);
  return checkoutRead(async () => {
    const status = await attemptStatus(parsed.data);
    switch (status.state) {
      case 'placed':
        return checkoutJson(status.order);
      case 'running':
        return checkoutJson({ state: 'running' }, 202);
      case 'failed':
        return placeFailure(status.error);
      default:
        return checkoutJson({ error: 'No order was placed with this attempt' }, 404);
    }
  });
}
