import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shopper = vi.hoisted(() => ({
  cart: { active: vi.fn(), setQuantity: vi.fn(), applyDiscountCode: vi.fn(), removeDiscountCode: vi.fn() },
}));
const jar = vi.hoisted(() => ({ has: vi.fn(), get: vi.fn() }));

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers() }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn(), bookshopWith: vi.fn(), shopperBookshop: async () => shopper }));
const { applyDiscount, changeLineQuantity } = await import('./basket');

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const cart = (codes: { code: string; id: string; state: string }[] = [], quantity = 2) => ({
  id: 'c1',
  version: 1,
  totalLineItemQuantity: quantity,
  totalPrice: money(2000 * quantity),
  lineItems: [
    {
      id: 'line-1',
      productId: 'p1',
      name: 'Grace',
      quantity,
      productType: { key: 'book' },
      variant: {
        id: 1,
        sku: 'S1',
        images: [],
        attributesRaw: [{ name: 'availability', value: 'available' }],
        availability: { noChannel: { isOnStock: true, availableQuantity: 3 } },
      },
      price: { value: money(2000) },
      totalPrice: money(2000 * quantity),
    },
  ],
  discountCodes: codes.map(({ code, id, state }) => ({ state, discountCode: { id, code } })),
});

describe('basket writes', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    jar.has.mockReturnValue(true);
  });
  afterEach(() => vi.restoreAllMocks());

  it("bounds a rise by commerce's stock, and lets a fall through", async () => {
    shopper.cart.active.mockResolvedValue(cart());
    shopper.cart.setQuantity.mockResolvedValue(cart([], 3));
    await expect(changeLineQuantity('line-1', 4)).resolves.toEqual({ ok: false, refusal: 'out-of-stock' });
    expect(shopper.cart.setQuantity).not.toHaveBeenCalled();
    await expect(changeLineQuantity('line-1', 3)).resolves.toMatchObject({ ok: true, basket: { count: 3 } });
    await expect(changeLineQuantity('no-such-line', 1)).resolves.toEqual({ ok: false, refusal: 'no-line' });
  });

  it('changes nothing without a session', async () => {
    jar.has.mockReturnValue(false);
    await expect(changeLineQuantity('line-1', 1)).resolves.toEqual({ ok: false, refusal: 'no-line' });
    await expect(applyDiscount('WELCOME10')).resolves.toMatchObject({
      applied: false,
      message: 'Cart condition not met',
    });
    expect(shopper.cart.active).not.toHaveBeenCalled();
  });

  it('takes a code that does not apply off again with the basket the apply answered, and keeps one that does', async () => {
    shopper.cart.active.mockResolvedValue(cart());
    const paused = cart([{ code: 'PAUSED5', id: 'dc-paused', state: 'NotActive' }]);
    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: paused,
      outcome: {
        applied: false,
        code: 'PAUSED5',
        state: 'NotActive',
        message: 'Discount is not active',
        discountCodeId: 'dc-paused',
      },
    });
    shopper.cart.removeDiscountCode.mockResolvedValue(cart());
    const refused = await applyDiscount('PAUSED5');
    expect(refused).toMatchObject({ applied: false, message: 'Discount is not active', basket: { discountCodes: [] } });
    expect(shopper.cart.applyDiscountCode).toHaveBeenCalledWith('PAUSED5', { cart: cart() });
    expect(shopper.cart.removeDiscountCode).toHaveBeenCalledWith('dc-paused', { cart: paused });

    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: cart([{ code: 'WELCOME10', id: 'dc-welcome10', state: 'MatchesCart' }]),
      outcome: { applied: true, code: 'WELCOME10', state: 'MatchesCart', discountCodeId: 'dc-welcome10' },
    });
    await expect(applyDiscount('WELCOME10')).resolves.toMatchObject({
      applied: true,
      basket: { discountCodes: [{ code: 'WELCOME10', id: 'dc-welcome10', state: 'MatchesCart' }] },
    });
    expect(shopper.cart.removeDiscountCode).toHaveBeenCalledTimes(1);
  });

  it('answers an unknown code with the basket it read, with no further call', async () => {
    shopper.cart.active.mockResolvedValue(cart());
    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: null,
      outcome: { applied: false, code: 'NOPE', state: 'DoesNotExist', message: 'Discount not valid' },
    });
    await expect(applyDiscount('NOPE')).resolves.toMatchObject({
      applied: false,
      message: 'Discount not valid',
      basket: { count: 2 },
    });
    expect(shopper.cart.active).toHaveBeenCalledTimes(1);
    expect(shopper.cart.removeDiscountCode).not.toHaveBeenCalled();
  });

  it('sends a line change with the basket it read, so the SDK reads it no second time', async () => {
    shopper.cart.active.mockResolvedValue(cart());
    shopper.cart.setQuantity.mockResolvedValue(cart([], 1));
    await changeLineQuantity('line-1', 1);
    expect(shopper.cart.setQuantity).toHaveBeenCalledWith('line-1', 1, { cart: cart() });
    expect(shopper.cart.active).toHaveBeenCalledTimes(1);
  });
});
