import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { giftCardRecipientFields, giftCardRecipientOf } from '../rules/giftCardRecipientFields';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 9 });
});
afterAll(() => emulator?.stop());

const shopper = () => createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });

async function inStock(bookshop: ReturnType<typeof shopper>, count: number) {
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 30 });
  const found = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
  return found
    .filter((product) => product.productType !== 'gift-card' && (product.availability.availableQuantity ?? 0) > 5)
    .slice(0, count);
}

describe('cart against the emulator', () => {
  it('creates the basket on the first add, adds to it, and removes a line with quantity 0', async () => {
    const bookshop = shopper();
    expect(await bookshop.cart.active()).toBeNull();
    const [first, second] = await inStock(bookshop, 2);
    if (!first || !second) throw new Error('the seed has no products in stock');
    let cart = await bookshop.cart.add({ productId: first.id, sku: first.sku, variantId: first.variantId });
    cart = await bookshop.cart.add({ productId: second.id, sku: second.sku, variantId: second.variantId });
    cart = await bookshop.cart.add({ productId: first.id, sku: first.sku, variantId: first.variantId });
    expect(cart.totalLineItemQuantity).toBe(3);
    expect(cart.lineItems.find((line) => line.productId === first.id)?.quantity).toBe(2);
    const line = cart.lineItems.find((candidate) => candidate.productId === second.id);
    cart = await bookshop.cart.setQuantity(line?.id ?? '', 0);
    expect(cart.lineItems.map((candidate) => candidate.productId)).toEqual([first.id]);
    expect((await bookshop.cart.active())?.id).toBe(cart.id);
  });

  it('carries a gift card recipient on its line; another recipient is a line of its own', async () => {
    const bookshop = shopper();
    const { products } = await bookshop.search.search({ resultsPerPage: 300 });
    const [card] = (await bookshop.catalog.productsBySkus(products.map((product) => product.sku))).filter(
      (product) => product.productType === 'gift-card',
    );
    if (!card) throw new Error('the seed has no gift card');
    const item = { productId: card.id, sku: card.sku, variantId: card.variantId };
    const ann = { name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday' };
    await bookshop.cart.add({ ...item, custom: giftCardRecipientFields(ann) });
    await bookshop.cart.add({ ...item, custom: giftCardRecipientFields(ann) });
    const cart = await bookshop.cart.add({
      ...item,
      custom: giftCardRecipientFields({ name: 'Ben', email: 'b@example.com' }),
    });
    expect(cart.lineItems.map((line) => [line.quantity, giftCardRecipientOf(line.custom?.customFieldsRaw)])).toEqual([
      [2, ann],
      [1, { name: 'Ben', email: 'b@example.com' }],
    ]);
  });

  it("answers each code's outcome and the basket from one write, keeping a refused code as commerce does", async () => {
    const bookshop = shopper();
    const [product] = await inStock(bookshop, 1);
    let cart = await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    const outcome = async (code: string) => {
      const answer = await bookshop.cart.applyDiscountCode(code, { cart });
      cart = answer.cart ?? cart;
      return answer.outcome.applied ? 'applied' : [answer.outcome.state, answer.outcome.message];
    };
    expect(await outcome('PAUSED5')).toEqual(['NotActive', 'Discount is not active']);
    expect(await outcome('SPEND150')).toEqual(['DoesNotMatchCart', 'Cart condition not met']);
    expect(await outcome('FIRST50')).toEqual(['MaxApplicationReached', 'Maximum application limit reached']);
    expect(await outcome('EASTER2023')).toEqual(['NotValid', 'Discount not valid']);
    expect(await outcome('NO-SUCH-CODE')).toEqual(['DoesNotExist', 'Discount not valid']);
    expect(await outcome('EXCLUSIVE20')).toBe('applied');
    expect(await outcome('WELCOME10')).toEqual([
      'ApplicationStoppedByPreviousDiscount',
      'Discount application stopped by an existing discount',
    ]);
    expect(cart.discountCodes.map((entry) => entry.discountCode?.code)).toEqual([
      'PAUSED5',
      'SPEND150',
      'FIRST50',
      'EASTER2023',
      'EXCLUSIVE20',
      'WELCOME10',
    ]);
    // The codes that did not apply come off in the next apply's one write, before the new code is judged.
    const unapplied = cart.discountCodes.flatMap((entry) =>
      entry.state !== 'MatchesCart' && entry.discountCode ? [entry.discountCode.id] : [],
    );
    const cleaned = await bookshop.cart.applyDiscountCode('EXCLUSIVE20', { cart, withdraw: unapplied });
    expect(cleaned.cart?.discountCodes.map((entry) => [entry.discountCode?.code, entry.state])).toEqual([
      ['EXCLUSIVE20', 'MatchesCart'],
    ]);
    cart = cleaned.cart ?? cart;
    // Without a basket in hand the active one is read; without any basket there is nothing to apply to.
    const fresh = await bookshop.cart.applyDiscountCode('PAUSED5');
    expect(fresh.cart?.id).toBe(cart.id);
    await expect(shopper().cart.applyDiscountCode('WELCOME10')).resolves.toMatchObject({
      cart: null,
      outcome: { applied: false, state: 'NoCart', message: 'Cart condition not met' },
    });
  });

  it('writes to a basket held at a stale version after one retry', async () => {
    const tokenStore = memoryTokenStore();
    const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore });
    const [product] = await inStock(bookshop, 1);
    const held = await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    // Another process moves the basket on: a second client on the same session.
    const other = createBookshop({ ...emulatorServices(emulator.url), tokenStore });
    const line = held.lineItems[0]?.id ?? '';
    await other.cart.setQuantity(line, 2, { cart: held });
    const cart = await bookshop.cart.setQuantity(line, 3, { cart: held });
    expect(cart.lineItems[0]?.quantity).toBe(3);
    expect(cart.version).toBeGreaterThan(held.version + 1);
  });

  it('takes an applied code off again, and leaves a basket without that code as it is', async () => {
    const bookshop = shopper();
    const [product] = await inStock(bookshop, 1);
    await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    const { cart, outcome } = await bookshop.cart.applyDiscountCode('WELCOME10');
    if (!outcome.applied || !cart) throw new Error('WELCOME10 did not apply');
    const id = outcome.discountCodeId;
    expect(cart.discountOnTotalPrice?.discountedAmount.centAmount).toBeGreaterThan(0);
    const removed = await bookshop.cart.removeDiscountCode(id, { cart });
    expect(removed.discountCodes).toEqual([]);
    expect(removed.discountOnTotalPrice).toBeNull();
    expect(removed.totalPrice.centAmount).toBe(removed.lineItems[0]?.totalPrice?.centAmount);
    const again = await bookshop.cart.removeDiscountCode(id);
    expect(again.version).toBe(removed.version);
    const heldAgain = await bookshop.cart.removeDiscountCode(id, { cart });
    expect(heldAgain.version).toBe(removed.version);
  });

  it('merges the anonymous basket into the customer’s at sign-in', async () => {
    const bookshop = shopper();
    const [product] = await inStock(bookshop, 1);
    await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    const anonymousCartId = await bookshop.cart.anonymousCartId();
    expect(anonymousCartId).toBeTruthy();
    await bookshop.auth.signIn({ username: 'sam.staff@example.com', password: 'Psalm23!staff', anonymousCartId });
    expect(await bookshop.cart.anonymousCartId()).toBeUndefined();
    const merged = await bookshop.cart.active();
    expect(merged?.lineItems.some((line) => line.productId === product?.id)).toBe(true);
  });
});
