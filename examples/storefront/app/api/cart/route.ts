import { GraphQLResponseError } from '@bookshop/sdk';
import { cookies } from 'next/headers';
import * as z from 'zod';
import { bookshop, shopperBookshop } from '@/lib/bookshop';
import { basketQuantities, mayAddToBasket } from '@/lib/data/basket';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { SESSION_COOKIE } from '@/lib/session/cookieTokenStore';

/** Whether this browser has a commerce session yet (one starts with its first add to the basket). */
const hasSession = async () => (await cookies()).has(SESSION_COOKIE);

/**
 * This shopper's basket in brief: `{ count, quantities }`, the badge's item count and the units per sku (for the stock
 * rule on basket buttons); empty without a basket, or when commerce is unreachable.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  // Without a session there is no basket. Reading it through the SDK would start an anonymous commerce session for
  // every visitor and bot whose page shows the badge; the first add to the basket starts one instead.
  if (!(await hasSession())) return Response.json({ count: 0, quantities: {} }, { headers });
  const shopper = await shopperBookshop();
  try {
    const cart = await shopper.cart.active();
    return Response.json({ count: cart?.totalLineItemQuantity ?? 0, quantities: basketQuantities(cart) }, { headers });
  } catch (error) {
    console.error('Could not load the basket count', error);
    return Response.json({ count: 0, quantities: {} }, { headers });
  }
}

// Each field's message says what is wrong with it.
const addition = z.object({
  productId: z.string({ error: 'A product id is required' }).min(1).max(100),
  sku: z.string({ error: 'A sku must be 1 to 100 characters' }).min(1).max(100),
  quantity: z.number({ error: 'The quantity must be a whole number from 1 to 99' }).int().min(1).max(99).default(1),
});

// Commerce's codes for a request it cannot carry out as asked (an unknown product or variant, a value it refuses):
// the client's mistake, not an outage.
const REFUSED = new Set(['InvalidInput', 'InvalidOperation', 'ReferencedResourceNotFound', 'ResourceNotFound']);

const CANNOT_ADD = 'This product cannot be added to the basket';
// Commerce's stock, less what the basket holds, is short of the request (spec C4: the button reads 'Unavailable').
const OUT_OF_STOCK = 'Sorry, there is not enough stock to add this to your basket.';

/**
 * Adds a product to this shopper's basket (created on the first add) and answers the new count. The stock rule is
 * checked here too, against commerce's stock now and the basket's units: a card's button only knows the stock of
 * the moment its page was rendered, and a request need not come from a button at all.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = addition.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'A product id is required' }, { status: 400 });
  }
  const { productId, sku, quantity } = parsed.data;
  const shopper = await shopperBookshop();
  try {
    // Products are found by their (master variant's) sku, which is the one the site's cards send.
    const [product] = await bookshop().catalog.productsBySkus([sku]);
    if (product?.id !== productId) return Response.json({ error: CANNOT_ADD }, { status: 400 });
    // Without a session the basket is empty, and a refused add starts no session either.
    const inBasket = (await hasSession()) ? (basketQuantities(await shopper.cart.active())[sku] ?? 0) : 0;
    if (!mayAddToBasket(product, inBasket, quantity)) return Response.json({ error: OUT_OF_STOCK }, { status: 409 });
    const cart = await shopper.cart.add({ productId, sku, variantId: product.variantId, quantity });
    return Response.json({ count: cart.totalLineItemQuantity ?? 0 });
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.code && REFUSED.has(error.code)) {
      return Response.json({ error: CANNOT_ADD }, { status: 400 });
    }
    console.error('Could not add to the basket', error);
    return Response.json({ error: 'The basket is unavailable, please try again later' }, { status: 502 });
  }
}
