import { GraphQLResponseError } from '@bookshop/sdk';
import { cookies } from 'next/headers';
import * as z from 'zod';
import { shopperBookshop } from '@/lib/bookshop';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { SESSION_COOKIE } from '@/lib/session/cookieTokenStore';

/**
 * This shopper's basket in brief: `{ count, quantities }`, the badge's item count and the units per sku (for the stock
 * rule on basket buttons); empty without a basket, or when commerce is unreachable.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  // Without a session there is no basket. Reading it through the SDK would start an anonymous commerce session for
  // every visitor and bot whose page shows the badge; the first add to the basket starts one instead.
  if (!(await cookies()).has(SESSION_COOKIE)) return Response.json({ count: 0, quantities: {} }, { headers });
  const bookshop = await shopperBookshop();
  try {
    const cart = await bookshop.cart.active();
    const quantities: Record<string, number> = {};
    for (const line of cart?.lineItems ?? []) {
      const sku = line.variant?.sku;
      if (sku) quantities[sku] = (quantities[sku] ?? 0) + line.quantity;
    }
    return Response.json({ count: cart?.totalLineItemQuantity ?? 0, quantities }, { headers });
  } catch (error) {
    console.error('Could not load the basket count', error);
    return Response.json({ count: 0, quantities: {} }, { headers });
  }
}

// Each field's message says what is wrong with it; commerce's variant ids and quantities are 32-bit whole numbers.
const addition = z.object({
  productId: z.string({ error: 'A product id is required' }).min(1).max(100),
  sku: z.string({ error: 'A sku must be 1 to 100 characters' }).min(1).max(100).optional(),
  variantId: z
    .number({ error: 'A variant id must be a whole number from 1' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
  quantity: z.number({ error: 'The quantity must be a whole number from 1 to 99' }).int().min(1).max(99).default(1),
});

// Commerce's codes for a request it cannot carry out as asked (an unknown product or variant, a value it refuses):
// the client's mistake, not an outage.
const REFUSED = new Set(['InvalidInput', 'InvalidOperation', 'ReferencedResourceNotFound', 'ResourceNotFound']);

/** Adds a product to this shopper's basket (created on the first add) and answers the new count. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = addition.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'A product id is required' }, { status: 400 });
  }
  const bookshop = await shopperBookshop();
  try {
    const cart = await bookshop.cart.add(parsed.data);
    return Response.json({ count: cart.totalLineItemQuantity ?? 0 });
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.code && REFUSED.has(error.code)) {
      return Response.json({ error: 'This product cannot be added to the basket' }, { status: 400 });
    }
    console.error('Could not add to the basket', error);
    return Response.json({ error: 'The basket is unavailable, please try again later' }, { status: 502 });
  }
}
