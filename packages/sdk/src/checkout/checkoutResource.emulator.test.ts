import { randomUUID } from 'node:crypto';
import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import type { CatalogProduct } from '../catalog/catalogProduct';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { CheckoutError } from '../errors';
import { giftCardRecipientFields, giftCardRecipientOf } from '../rules';
import { orderExtraCents } from './checkoutResource';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 200, seed: 11 });
});
afterAll(() => emulator?.stop());

const shopper = () => createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
type Shopper = ReturnType<typeof shopper>;

const VISA = {
  type: 'card',
  number: '4111111145551142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Jo Lee',
} as const;
const DECLINING = { ...VISA, number: '4000000000000002' } as const;
const HOME = {
  firstName: 'Jo',
  lastName: 'Lee',
  streetName: 'George St',
  streetNumber: '1',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  country: 'AU',
};

interface DevPayment {
  resultCode: string;
  cancelled: boolean;
  type: string;
  amount: { value: number };
}
const paymentsOf = async (attempt: string): Promise<DevPayment[]> =>
  (
    (await (await fetch(`${emulator.url}/adyen/checkout/dev/payments?reference=checkout-${attempt}`)).json()) as {
      payments: DevPayment[];
    }
  ).payments;

let picked = 0;
/** A product in stock nobody else in this file buys (each test takes its own). */
async function stockedProduct(bookshop: Shopper, minimum: number): Promise<CatalogProduct> {
  const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 60 });
  const found = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
  const usable = found.filter(
    (product) =>
      product.productType !== 'gift-card' &&
      ['available', 'limited-stock'].includes(product.availability.state ?? '') &&
      (product.availability.availableQuantity ?? 0) >= minimum,
  );
  const product = usable[picked++];
  if (!product) throw new Error('the seed has too few products in stock');
  return product;
}

async function readyToOrder(bookshop: Shopper, product: CatalogProduct, quantity = 1) {
  await bookshop.cart.add({ productId: product.id, variantId: product.variantId, quantity });
  await bookshop.cart.update([
    { setCustomerEmail: { email: `${randomUUID()}@example.com` } },
    { setShippingAddress: { address: HOME } },
    { setBillingAddress: { address: HOME } },
    { setShippingMethod: { shippingMethod: { key: 'standard' } } },
  ]);
}

describe('checkout.placeOrder against the emulator', () => {
  it('places the order once, however often the attempt is sent, with its payments on it', async () => {
    const bookshop = shopper();
    await readyToOrder(bookshop, await stockedProduct(bookshop, 3));
    const attempt = randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() => bookshop.checkout.placeOrder({ attempt, giftCards: [], card: VISA })),
    );
    const numbers = new Set(results.map((result) => result.order.orderNumber));
    expect(numbers.size).toBe(1);
    const again = await bookshop.checkout.placeOrder({ attempt, giftCards: [], card: VISA });
    expect(again.order.orderNumber).toBe(results[0]?.order.orderNumber);
    expect(again.payments).toEqual([
      expect.objectContaining({ label: 'Visa ••••1142', amountCents: again.order.totalPrice.centAmount }),
    ]);
    const charged = await paymentsOf(attempt);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ resultCode: 'Authorised', cancelled: false });
    expect((await bookshop.checkout.orderOfAttempt(attempt))?.order.orderNumber).toBe(again.order.orderNumber);
    expect(await bookshop.checkout.order(again.order.orderNumber ?? '')).toMatchObject({ payments: again.payments });
    expect(await shopper().checkout.order(again.order.orderNumber ?? '')).toBeNull();
  });

  it("keeps a gift card's recipient on the placed order's line", async () => {
    const bookshop = shopper();
    const { products } = await bookshop.search.search({ resultsPerPage: 300 });
    const [card] = (await bookshop.catalog.productsBySkus(products.map((product) => product.sku))).filter(
      (product) => product.productType === 'gift-card',
    );
    if (!card) throw new Error('the seed has no gift card');
    const ann = { name: 'Ann Lee', email: 'ann@example.com', message: 'Happy birthday' };
    await bookshop.cart.add({ productId: card.id, variantId: card.variantId, custom: giftCardRecipientFields(ann) });
    await readyToOrder(bookshop, await stockedProduct(bookshop, 1));
    const placed = await bookshop.checkout.placeOrder({ attempt: randomUUID(), giftCards: [], card: VISA });
    const recipients = (await bookshop.checkout.order(placed.order.orderNumber ?? ''))?.order.lineItems.map((line) =>
      giftCardRecipientOf(line.custom?.customFieldsRaw),
    );
    expect(recipients).toEqual(expect.arrayContaining([ann, undefined]));
    expect(recipients).toHaveLength(2);
  });

  it('a declined card orders nothing and gives the gift card its part back', async () => {
    const bookshop = shopper();
    const product = await stockedProduct(bookshop, 30);
    // More than the gift card holds, so the card pays a part.
    const unit = product.price?.discounted?.value.centAmount ?? product.price?.value.centAmount ?? 100;
    const quantity = Math.ceil(5100 / unit);
    if (quantity > (product.availability.availableQuantity ?? 0))
      throw new Error('the product is too cheap for this test');
    await readyToOrder(bookshop, product, quantity);
    const attempt = randomUUID();
    const giftCards = [{ number: '6280000000000001', pin: '1234' }];
    const before = (await bookshop.backend.giftCard.balance('6280000000000001'))?.balance.centAmount;
    const error = await bookshop.checkout.placeOrder({ attempt, giftCards, card: DECLINING }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({ code: 'declined' });
    expect((await bookshop.backend.giftCard.balance('6280000000000001'))?.balance.centAmount).toBe(before);
    const tried = await paymentsOf(attempt);
    expect(tried.map((payment) => [payment.type, payment.resultCode, payment.cancelled])).toEqual([
      ['giftcard', 'Authorised', true],
      ['scheme', 'Refused', false],
    ]);
    expect(tried.every((payment) => payment.resultCode === 'Refused' || payment.cancelled)).toBe(true);
    expect(await bookshop.checkout.orderOfAttempt(attempt)).toBeNull();
    expect((await bookshop.cart.active())?.lineItems.length).toBe(1);
  });

  it('a gift card pays up to its balance and the card the rest; the donation is charged beside the order', async () => {
    const bookshop = shopper();
    await readyToOrder(bookshop, await stockedProduct(bookshop, 3), 3);
    const attempt = randomUUID();
    const placed = await bookshop.checkout.placeOrder({
      attempt,
      giftCards: [{ number: '6280000000000004', pin: '4321' }],
      card: VISA,
      extraCents: 500,
    });
    const total = placed.order.totalPrice.centAmount + 500;
    expect(placed.extraCents).toBe(500);
    expect(placed.payments.map((payment) => [payment.label, payment.amountCents])).toEqual([
      ['Gift card ••••0004', 2500],
      ['Visa ••••1142', total - 2500],
    ]);
    expect((await bookshop.backend.giftCard.balance('6280000000000004'))?.balance.centAmount).toBe(0);
  });

  it('a signed-in customer’s donation: the order records it and the back end’s confirmation adds it', async () => {
    const bookshop = shopper();
    const email = `donor-${randomUUID()}@example.com`;
    const password = 'Psalm23!donor';
    const joined = await bookshop.auth.signUp({ email, password, firstName: 'Dorcas', lastName: 'Joppa' });
    if (!joined.ok) throw new Error(joined.message);
    await bookshop.auth.signIn({ username: email, password });
    await readyToOrder(bookshop, await stockedProduct(bookshop, 3));
    const cart = await bookshop.cart.active();
    await bookshop.backend.donation.add({ amount: 200, cartId: cart?.id });
    const placed = await bookshop.checkout.placeOrder({
      attempt: randomUUID(),
      giftCards: [],
      card: VISA,
      extraCents: 200,
    });
    const number = placed.order.orderNumber ?? '';
    const read = await bookshop.orders.get(number);
    expect(read && orderExtraCents(read)).toBe(200);
    expect(orderExtraCents({ custom: null })).toBe(0);
    const total = placed.order.totalPrice.centAmount + 200;
    expect(placed.payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(total);
    const { messages } = (await (
      await fetch(
        `${emulator.url}/backend/dev/mailbox?${new URLSearchParams({ email: placed.order.customerEmail ?? '' })}`,
      )
    ).json()) as { messages: { subject: string; body: string }[] };
    const confirmation = messages.find((message) => message.subject === `Order confirmation ${number}`);
    expect(confirmation?.body).toContain('Donation to Bible Society Australia: $2.00');
    expect(confirmation?.body).toContain(`Total: $${(total / 100).toFixed(2)} AUD`);
  });

  it('a donation the back end holds for another basket is not this order’s', async () => {
    const bookshop = shopper();
    const email = `donor-${randomUUID()}@example.com`;
    const password = 'Psalm23!donor';
    const joined = await bookshop.auth.signUp({ email, password, firstName: 'Tabitha', lastName: 'Joppa' });
    if (!joined.ok) throw new Error(joined.message);
    await bookshop.auth.signIn({ username: email, password });
    await readyToOrder(bookshop, await stockedProduct(bookshop, 3));
    await bookshop.backend.donation.add({ amount: 900, cartId: 'an-older-cart' });
    const placed = await bookshop.checkout.placeOrder({ attempt: randomUUID(), giftCards: [], card: VISA });
    const number = placed.order.orderNumber ?? '';
    const { messages } = (await (
      await fetch(
        `${emulator.url}/backend/dev/mailbox?${new URLSearchParams({ email: placed.order.customerEmail ?? '' })}`,
      )
    ).json()) as { messages: { subject: string; body: string }[] };
    const confirmation = messages.find((message) => message.subject === `Order confirmation ${number}`);
    expect(confirmation?.body).toContain(`Total: $${(placed.order.totalPrice.centAmount / 100).toFixed(2)} AUD`);
    expect(confirmation?.body).not.toContain('Donation');
  });

  it('20 shoppers after the last 5 units: 5 orders, 15 sold out with nothing charged, stock 0', async () => {
    const setup = shopper();
    const product = await stockedProduct(setup, 6);
    const stock = product.availability.availableQuantity ?? 0;
    await readyToOrder(setup, product, stock - 5);
    await setup.checkout.placeOrder({ attempt: randomUUID(), giftCards: [], card: VISA });

    const shoppers = Array.from({ length: 20 }, () => ({ bookshop: shopper(), attempt: randomUUID() }));
    await Promise.all(shoppers.map(({ bookshop }) => readyToOrder(bookshop, product)));
    const outcomes = await Promise.allSettled(
      shoppers.map(({ bookshop, attempt }) => bookshop.checkout.placeOrder({ attempt, giftCards: [], card: VISA })),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(won).toHaveLength(5);
    expect(lost.map((outcome) => (outcome.reason as CheckoutError).code)).toEqual(Array(15).fill('sold-out'));
    const [after] = await setup.catalog.productsBySkus([product.sku]);
    expect(after?.availability.availableQuantity).toBe(0);
    for (const [index, outcome] of outcomes.entries()) {
      const charged = await paymentsOf(shoppers[index]?.attempt ?? '');
      expect(charged).toHaveLength(1);
      expect(charged[0]?.cancelled).toBe(outcome.status === 'rejected');
    }
  });
});
