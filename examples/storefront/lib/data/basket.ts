import 'server-only';
import {
  type Cart,
  type DiscountAnswer,
  memoryTokenStore,
  type ProductSummary,
  productSummaryFromCatalog,
  type TokenStore,
} from '@bookshop/sdk';
import {
  CAROUSEL_PRODUCT_LIMIT,
  discountMessage,
  type GiftCardRecipient,
  giftCardRecipientFields,
  isGiftCard,
  productAvailability,
} from '@bookshop/sdk/rules';
import { cookies } from 'next/headers';
import { type BasketSummary, EMPTY_BASKET } from '@/lib/basket/basketSummary';
import { type BasketShelf, type BasketView, basketView, type HeldCart, heldCartOf } from '@/lib/basket/basketView';
import { withShippingNotices } from '@/lib/basket/shippingNotices';
import { refusedByCommerce } from '@/lib/http/routeFailure';
import { bookshop, bookshopWith, shopperBookshop } from '../bookshop';
import { searchTracking, signedInShopper } from '../search/searchTracking';
import { isTrackingId, SESSION_ID_COOKIE } from '../search/shopperIds';
import { VIEWED_PRODUCTS_COOKIE, viewedProducts } from '../search/viewedProducts';
import { joinSession, SESSION_COOKIE } from '../session/cookieTokenStore';
import { firstSession } from '../session/firstSession';
import { contentSettings } from './content';
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
 * basket buttons show (spec C4), kept by the server too, on the same product summary the card reads (commerce's
 * stock without a state but on stock is 'available' to both). A stockless type (a gift card) has no stock to run
 * out of. Two adds at the same moment can both pass; the order's own stock check is the last word.
 */
export function mayAddToBasket(
  product: Pick<ProductSummary, 'productType' | 'stock'>,
  inBasket: number,
  quantity: number,
): boolean {
  const availability = productAvailability({
    ...product.stock,
    productType: product.productType,
    quantityInCart: inBasket,
    requestedQuantity: quantity,
  });
  return availability !== 'unavailable';
}

/** A basket in brief, as both basket routes answer it. */
export function basketSummary(cart: Pick<Cart, 'lineItems' | 'totalLineItemQuantity'> | null): BasketSummary {
  return { count: cart?.totalLineItemQuantity ?? 0, quantities: basketQuantities(cart) };
}

/**
 * A commerce basket as the site shows it, each line with the managed content's notice for its shipping method key
 * (spec A9); while the content settings cannot be read, no notices.
 */
export async function shown(cart: Cart | null | undefined): Promise<BasketView> {
  const notices = await withFallback(
    'the shipping notices',
    async () => (await contentSettings()).shipping_notices,
    [],
  );
  return withShippingNotices(basketView(cart), notices);
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

/**
 * Why an add was not carried out: the product cannot go in the basket as asked, its stock is short, a gift card came
 * without its recipient, or another product came with one.
 */
export type AddRefusal = 'cannot-add' | 'out-of-stock' | 'recipient-required' | 'no-recipient';

/**
 * Adds units of a product to this shopper's basket (created on the first add) and answers the basket after it. The
 * stock rule is kept here, against commerce's stock now and the basket's units: a card's button only knows the stock
 * of the moment its page was rendered, and a request need not come from a button at all. A refused add starts no
 * session. An outage throws. The answer is the whole basket, so the added-to-basket flyout needs no second read.
 */
export async function addToBasket({
  productId,
  sku,
  quantity,
  recipient,
}: {
  productId: string;
  sku: string;
  quantity: number;
  recipient?: GiftCardRecipient;
}): Promise<{ ok: true; basket: BasketView } | { ok: false; refusal: AddRefusal }> {
  try {
    // Products are found by their (master variant's) sku, which is the one the site's cards send.
    const [product] = await bookshop().catalog.productsBySkus([sku]);
    if (product?.id !== productId) return { ok: false, refusal: 'cannot-add' };
    const summary = productSummaryFromCatalog(product);
    const giftCard = isGiftCard(product.productType);
    if (giftCard && !recipient) return { ok: false, refusal: 'recipient-required' };
    if (!giftCard && recipient) return { ok: false, refusal: 'no-recipient' };
    const hadSession = await hasSession();
    // Without a session the basket is empty; refused so, the add starts none.
    if (!hadSession && !mayAddToBasket(summary, 0, quantity)) return { ok: false, refusal: 'out-of-stock' };
    const joined = await joinFirstSession();
    const shopper = joined ? bookshopWith(joined) : await shopperBookshop();
    const active = joined || hadSession ? await shopper.cart.active() : null;
    if (!mayAddToBasket(summary, basketQuantities(active)[sku] ?? 0, quantity)) {
      return { ok: false, refusal: 'out-of-stock' };
    }
    // The basket just read goes with the write, so the SDK does not read it again.
    const cart = await shopper.cart.add(
      {
        productId,
        sku,
        variantId: product.variantId,
        quantity,
        ...(recipient ? { custom: giftCardRecipientFields(recipient) } : {}),
      },
      active ? { cart: active } : undefined,
    );
    return { ok: true, basket: await shown(cart) };
  } catch (error) {
    // An unknown product or variant, a value commerce refuses: the client's mistake, not an outage.
    if (refusedByCommerce(error)) {
      return { ok: false, refusal: 'cannot-add' };
    }
    throw error;
  }
}

/**
 * This shopper's whole basket (lines, codes, commerce's totals) for the basket page and the flyout; empty without a
 * session. An outage throws: a basket page must not claim the basket is empty when it could not be read.
 */
export async function readBasketView(): Promise<BasketView> {
  if (!(await hasSession())) return basketView(null);
  return shown(await (await shopperBookshop()).cart.active());
}

/** Why a line change was not carried out: the line is gone, or the stock is short of the quantity. */
export type LineRefusal = 'no-line' | 'out-of-stock';

/**
 * Sets a line's quantity (0 removes it) and answers the basket after it. A rise is bounded by commerce's stock now
 * (the line's product as the basket reads it), whatever the page showed; a fall is always allowed. The SDK re-sends
 * the change with the current version when another write came first, so parallel changes and adds all land.
 */
export async function changeLineQuantity(
  lineId: string,
  quantity: number,
): Promise<{ ok: true; basket: BasketView } | { ok: false; refusal: LineRefusal }> {
  if (!(await hasSession())) return { ok: false, refusal: 'no-line' };
  const shopper = await shopperBookshop();
  const cart = await shopper.cart.active();
  const line = basketView(cart).lines.find((candidate) => candidate.id === lineId);
  if (!cart || !line) return { ok: false, refusal: 'no-line' };
  if (quantity > line.quantity && quantity > line.maxQuantity) return { ok: false, refusal: 'out-of-stock' };
  try {
    // The basket just read goes with the write, so the SDK does not read it again.
    return { ok: true, basket: await shown(await shopper.cart.setQuantity(lineId, quantity, { cart })) };
  } catch (error) {
    // Removed meanwhile (another tab): the line is gone either way.
    if (refusedByCommerce(error)) {
      return { ok: false, refusal: 'no-line' };
    }
    throw error;
  }
}

/**
 * What applying a code did: the basket after it, or the code's state and the spec's message when it does not apply.
 * `basket` is `null` when nothing was written (a code commerce refused outright, for a page that holds the basket).
 */
export type DiscountResult =
  | { applied: true; basket: BasketView }
  | { applied: false; state: string; message: string; basket: BasketView | null };

const NO_BASKET = { applied: false, state: 'NoCart', message: discountMessage('DoesNotMatchCart') } as const;

async function discountResult({ cart, outcome }: DiscountAnswer): Promise<DiscountResult> {
  const basket = cart ? await shown(cart) : null;
  if (outcome.applied && basket) return { applied: true, basket };
  return { applied: false, state: outcome.state, message: outcome.applied ? '' : outcome.message, basket };
}

/**
 * Applies a discount code through commerce and answers the basket with the code's outcome (spec A8), in one write.
 * With the cart the page holds (`held`), nothing is read first, and the codes an earlier try left on it that do not
 * apply come off in that same write ('A discount code that does not apply is not kept', decisions.md); a code commerce
 * refuses outright costs that one call and changes nothing. When the held cart is out of date beyond a version (a code
 * taken off in another tab, an order placed meanwhile), or without one, the basket is read first.
 */
export async function applyDiscount(code: string, held?: HeldCart): Promise<DiscountResult> {
  if (!(await hasSession())) return { ...NO_BASKET, basket: basketView(null) };
  const shopper = await shopperBookshop();
  if (held) {
    try {
      const cart = { id: held.id, version: held.version };
      return await discountResult(
        await shopper.cart.applyDiscountCode(code, { cart, withdraw: held.unappliedCodeIds }),
      );
    } catch (error) {
      if (!refusedByCommerce(error)) throw error;
    }
  }
  const cart = await shopper.cart.active();
  if (!cart) return { ...NO_BASKET, basket: basketView(null) };
  const answer = await shopper.cart.applyDiscountCode(code, { cart, withdraw: heldCartOf(cart).unappliedCodeIds });
  return discountResult({ cart: answer.cart ?? cart, outcome: answer.outcome });
}

// Taking off a code and, in the same write, the codes that do not apply: one stopped by the code going now would
// otherwise start to apply unseen.
const codeRemovals = (discountCodeId: string, held: HeldCart) =>
  [discountCodeId, ...held.unappliedCodeIds.filter((id) => id !== discountCodeId)].map((id) => ({
    removeDiscountCode: { discountCode: { typeId: 'discount-code', id } },
  }));

/**
 * Takes a code off the basket (a code it no longer holds is no error) and answers the basket after it, the codes that
 * do not apply with it. With the cart the page holds (`held`), in one write and no read, as a code is applied; when
 * commerce refuses that write (the code taken off in another tab, the basket gone), or without one, the basket is read
 * first.
 */
export async function removeDiscount(discountCodeId: string, held?: HeldCart): Promise<BasketView> {
  if (!(await hasSession())) return basketView(null);
  const shopper = await shopperBookshop();
  if (held) {
    try {
      const cart = { id: held.id, version: held.version };
      return await shown(await shopper.cart.update(codeRemovals(discountCodeId, held), { cart }));
    } catch (error) {
      if (!refusedByCommerce(error)) throw error;
    }
  }
  const cart = await shopper.cart.active();
  if (!cart?.discountCodes.some((entry) => entry.discountCode?.id === discountCodeId)) return shown(cart);
  return shown(await shopper.cart.update(codeRemovals(discountCodeId, heldCartOf(cart)), { cart }));
}

// While the content settings cannot be read: the spec's title and profile.
const CROSS_SELL_FALLBACK = { title: 'You may also like', profile: 'view-cart', limit: 30 };

/**
 * 'You may also like' beside a basket (spec A7, C5; the flyout and the basket page): the recommendation profile of the
 * content settings' cart cross-sell (tag view-cart) asked with the basket's skus and the recently viewed products
 * (Searchspring's own cookie, sent most recent first), then those skus read from commerce in the same order, with
 * their stock; products already in the basket are left out. An outage gives an empty row.
 */
export async function basketRecommendations(skus: string[]): Promise<BasketShelf> {
  const carousel = await withFallback(
    'the cart cross-sell settings',
    async () => (await contentSettings()).carousels.cart_cross_sell,
    CROSS_SELL_FALLBACK,
  );
  const products = await withFallback('the cart cross-sell', async () => {
    const [tracking, shopper, jar] = await Promise.all([searchTracking(), signedInShopper(), cookies()]);
    const lastViewed = viewedProducts(jar.get(VIEWED_PRODUCTS_COOKIE)?.value);
    const [profile] = await bookshop().search.recommend(
      {
        tags: [carousel.profile],
        cart: skus,
        lastViewed,
        shopper,
        limits: carousel.limit ? [carousel.limit] : undefined,
      },
      { tracking },
    );
    const inBasket = new Set(skus);
    const wanted = (profile?.products ?? [])
      .map((product) => product.sku)
      .filter((sku) => sku && !inBasket.has(sku))
      .slice(0, CAROUSEL_PRODUCT_LIMIT);
    const found = new Map((await bookshop().catalog.productsBySkus(wanted)).map((product) => [product.sku, product]));
    return wanted.flatMap((sku) => {
      const product = found.get(sku);
      return product ? [productSummaryFromCatalog(product)] : [];
    });
  }, []);
  return { title: carousel.title, products };
}
