import 'server-only';
import { type Cart, type CatalogProduct, GraphQLResponseError, memoryTokenStore, type TokenStore } from '@bookshop/sdk';
import { effectiveAvailability, STOCKLESS_PRODUCT_TYPE_KEYS } from '@bookshop/sdk/rules';
import { cookies } from 'next/headers';
import { type BasketSummary, EMPTY_BASKET } from '@/lib/basket/basketSummary';
import { bookshop, bookshopWith, shopperBookshop } from '../bookshop';
import { isTrackingId, SESSION_ID_COOKIE } from '../search/shopperIds';
import { joinSession, SESSION_COOKIE } from '../session/cookieTokenStore';
import { firstSession } from '../session/firstSession';
import { withFallback } from './fallback';

/** The units of each sku in a basket (lines of one sku added apart are counted together); none without a basket. */
export function basketQuantities(cart: Pick<Cart, 'lineItems'> | null | undefined): Record<string, number> {
  const quantities: Record<string, number> = {};
  for (const line of cart?.lineItems ?? []) {
    const sku = line.variant?.sku;
    if (sku) quantities[sku] = (quantities[sku] ?? 0) + line.quantity;
  }
  return quantities;
}

/**
 * Whether `quantity` more units of a product may go into a basket that holds `inBasket` of it: the stock rule the
 * basket buttons show (spec C4), kept by the server too. A stockless type (a gift card) has no stock to run out of.
 * Two adds at the same moment can both pass; the order's own stock check is the last word.
 */
export function mayAddToBasket(
  product: Pick<CatalogProduct, 'productType' | 'availability'>,
  inBasket: number,
  quantity: number,
): boolean {
  if (product.productType && STOCKLESS_PRODUCT_TYPE_KEYS.includes(product.productType)) return true;
  const { state, restockableInDays, availableQuantity } = product.availability;
  const availability = effectiveAvailability({
    availability: state,
    restockableInDays,
    availableQuantity,
    quantityInCart: inBasket,
    requestedQuantity: quantity,
  });
  return availability !== 'unavailable';
}

/** A basket in brief, as both basket routes answer it. */
export function basketSummary(cart: Pick<Cart, 'lineItems' | 'totalLineItemQuantity'> | null): BasketSummary {
  return { count: cart?.totalLineItemQuantity ?? 0, quantities: basketQuantities(cart) };
}

/** Whether this browser has a commerce session yet (one starts with its first add to the basket). */
const hasSession = async () => (await cookies()).has(SESSION_COOKIE);

/**
 * Without a session cookie, takes the commerce session this browser's other first requests share (see
 * `firstSession`), so parallel first adds go into one basket; answers the token store holding it. A request from no
 * page of ours (no visit id) starts a session of its own with its add.
 */
async function joinFirstSession(): Promise<TokenStore | undefined> {
  const jar = await cookies();
  const visitId = jar.get(SESSION_ID_COOKIE)?.value;
  if (jar.has(SESSION_COOKIE) || !isTrackingId(visitId)) return undefined;
  const token = await firstSession(visitId, async () => {
    const tokenStore = memoryTokenStore();
    // Reading the (empty) basket starts the anonymous session.
    await bookshopWith(tokenStore).cart.active();
    const started = await tokenStore.get();
    if (!started) throw new Error('No commerce session was started');
    return started;
  });
  return joinSession(token);
}

/**
 * This shopper's basket in brief; empty without a basket, or when commerce is unreachable (logged). Without a session
 * there is no basket: reading it through the SDK would start an anonymous commerce session for every visitor and bot
 * whose page shows the badge, so the first add to the basket starts one instead.
 */
export async function readBasketSummary(): Promise<BasketSummary> {
  if (!(await hasSession())) return EMPTY_BASKET;
  return withFallback(
    'the basket',
    async () => basketSummary(await (await shopperBookshop()).cart.active()),
    EMPTY_BASKET,
  );
}

// Commerce's codes for a request it cannot carry out as asked (an unknown product or variant, a value it refuses):
// the client's mistake, not an outage.
const REFUSED = new Set(['InvalidInput', 'InvalidOperation', 'ReferencedResourceNotFound', 'ResourceNotFound']);

/** Why an add was not carried out: the product cannot go in the basket as asked, or its stock is short. */
export type AddRefusal = 'cannot-add' | 'out-of-stock';

/**
 * Adds units of a product to this shopper's basket (created on the first add) and answers the basket after it. The
 * stock rule is kept here, against commerce's stock now and the basket's units: a card's button only knows the stock
 * of the moment its page was rendered, and a request need not come from a button at all. A refused add starts no
 * session. An outage throws.
 */
export async function addToBasket({
  productId,
  sku,
  quantity,
}: {
  productId: string;
  sku: string;
  quantity: number;
}): Promise<{ ok: true; basket: BasketSummary } | { ok: false; refusal: AddRefusal }> {
  try {
    // Products are found by their (master variant's) sku, which is the one the site's cards send.
    const [product] = await bookshop().catalog.productsBySkus([sku]);
    if (product?.id !== productId) return { ok: false, refusal: 'cannot-add' };
    const hadSession = await hasSession();
    // Without a session the basket is empty; refused so, the add starts none.
    if (!hadSession && !mayAddToBasket(product, 0, quantity)) return { ok: false, refusal: 'out-of-stock' };
    const joined = await joinFirstSession();
    const shopper = joined ? bookshopWith(joined) : await shopperBookshop();
    const inBasket = joined || hadSession ? (basketQuantities(await shopper.cart.active())[sku] ?? 0) : 0;
    if (!mayAddToBasket(product, inBasket, quantity)) return { ok: false, refusal: 'out-of-stock' };
    const cart = await shopper.cart.add({ productId, sku, variantId: product.variantId, quantity });
    return { ok: true, basket: basketSummary(cart) };
  } catch (error) {
    if (error instanceof GraphQLResponseError && error.code && REFUSED.has(error.code)) {
      return { ok: false, refusal: 'cannot-add' };
    }
    throw error;
  }
}
