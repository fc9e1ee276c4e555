import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shopper = vi.hoisted(() => ({
  cart: { active: vi.fn(), setQuantity: vi.fn(), applyDiscountCode: vi.fn(), update: vi.fn() },
}));
const jar = vi.hoisted(() => ({ has: vi.fn(), get: vi.fn() }));

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => jar, headers: async () => new Headers() }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn(), bookshopWith: vi.fn(), shopperBookshop: async () => shopper }));
const { GraphQLResponseError } = await import('@bookshop/sdk');
const { applyDiscount, changeLineQuantity, removeDiscount } = await import('./basket');

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

  it('applies a code to the cart the page holds in one call, taking the codes that did not apply off in it', async () => {
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
    const refused = await applyDiscount('PAUSED5', { id: 'c1', version: 1, unappliedCodeIds: [] });
    expect(refused).toMatchObject({
      applied: false,
      state: 'NotActive',
      message: 'Discount is not active',
      basket: { discountCodes: [], cart: { id: 'c1', unappliedCodeIds: ['dc-paused'] } },
    });
    expect(shopper.cart.applyDiscountCode).toHaveBeenCalledWith('PAUSED5', {
      cart: { id: 'c1', version: 1 },
      withdraw: [],
    });

    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: cart([{ code: 'WELCOME10', id: 'dc-welcome10', state: 'MatchesCart' }]),
      outcome: { applied: true, code: 'WELCOME10', state: 'MatchesCart', discountCodeId: 'dc-welcome10' },
    });
    await expect(
      applyDiscount('WELCOME10', { id: 'c1', version: 2, unappliedCodeIds: ['dc-paused'] }),
    ).resolves.toMatchObject({
      applied: true,
      basket: { discountCodes: [{ code: 'WELCOME10', id: 'dc-welcome10', state: 'MatchesCart' }] },
    });
    expect(shopper.cart.applyDiscountCode).toHaveBeenLastCalledWith('WELCOME10', {
      cart: { id: 'c1', version: 2 },
      withdraw: ['dc-paused'],
    });
    expect(shopper.cart.active).not.toHaveBeenCalled();
    expect(shopper.cart.update).not.toHaveBeenCalled();
  });

  it("answers a code commerce refused outright with the spec's message and no basket, after one call", async () => {
    const error = new GraphQLResponseError("The discount code 'NOPE' was not found.", 'DiscountCodeNonApplicable', []);
    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: null,
      outcome: { applied: false, code: 'NOPE', state: 'DoesNotExist', message: 'Discount not valid', error },
    });
    await expect(applyDiscount('NOPE', { id: 'c1', version: 1, unappliedCodeIds: [] })).resolves.toEqual({
      applied: false,
      state: 'DoesNotExist',
      message: 'Discount not valid',
      basket: null,
    });
    expect(shopper.cart.applyDiscountCode).toHaveBeenCalledTimes(1);
    expect(shopper.cart.active).not.toHaveBeenCalled();
  });

  it('reads the basket when the page holds none, or when the one it holds is out of date', async () => {
    shopper.cart.active.mockResolvedValue(cart([{ code: 'PAUSED5', id: 'dc-paused', state: 'NotActive' }]));
    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: null,
      outcome: { applied: false, code: 'NOPE', state: 'DoesNotExist', message: 'Discount not valid' },
    });
    await expect(applyDiscount('NOPE')).resolves.toMatchObject({ applied: false, basket: { count: 2 } });
    expect(shopper.cart.applyDiscountCode).toHaveBeenLastCalledWith('NOPE', {
      cart: expect.objectContaining({ id: 'c1' }),
      withdraw: ['dc-paused'],
    });

    // A code the page still lists was taken off in another tab: commerce refuses the write, the basket is read.
    shopper.cart.applyDiscountCode.mockRejectedValueOnce(
      new GraphQLResponseError('The cart does not contain the discount code', 'InvalidOperation', []),
    );
    shopper.cart.applyDiscountCode.mockResolvedValueOnce({
      cart: cart([{ code: 'WELCOME10', id: 'dc-welcome10', state: 'MatchesCart' }]),
      outcome: { applied: true, code: 'WELCOME10', state: 'MatchesCart', discountCodeId: 'dc-welcome10' },
    });
    await expect(
      applyDiscount('WELCOME10', { id: 'c1', version: 1, unappliedCodeIds: ['dc-gone'] }),
    ).resolves.toMatchObject({ applied: true });
    expect(shopper.cart.active).toHaveBeenCalledTimes(2);
  });

  it('takes the codes that do not apply off with the code removed, in one write', async () => {
    const held = cart([
      { code: 'EXCLUSIVE20', id: 'dc-exclusive', state: 'MatchesCart' },
      { code: 'WELCOME10', id: 'dc-welcome10', state: 'ApplicationStoppedByPreviousDiscount' },
    ]);
    shopper.cart.active.mockResolvedValue(held);
    shopper.cart.update.mockResolvedValue(cart());
    await expect(removeDiscount('dc-exclusive')).resolves.toMatchObject({ discountCodes: [] });
    expect(shopper.cart.update).toHaveBeenCalledWith(
      [
        { removeDiscountCode: { discountCode: { typeId: 'discount-code', id: 'dc-exclusive' } } },
        { removeDiscountCode: { discountCode: { typeId: 'discount-code', id: 'dc-welcome10' } } },
      ],
      { cart: held },
    );
    // A code the basket no longer holds is no error and no write.
    await removeDiscount('dc-gone');
    expect(shopper.cart.update).toHaveBeenCalledTimes(1);
  });

  it('sends a line change with the basket it read, so the SDK reads it no second time', async () => {
    shopper.cart.active.mockResolvedValue(cart());
    shopper.cart.setQuantity.mockResolvedValue(cart([], 1));
    await changeLineQuantity('line-1', 1);
    expect(shopper.cart.setQuantity).toHaveBeenCalledWith('line-1', 1, { cart: cart() });
    expect(shopper.cart.active).toHaveBeenCalledTimes(1);
  });
});
