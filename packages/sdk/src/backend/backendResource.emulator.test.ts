import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AuthError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 60, seed: 7 });
});
afterAll(() => emulator?.stop());

const anonymous = () => createBookshop(emulatorServices(emulator.url));
async function signedIn(email: string, password: string) {
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
  await bookshop.auth.signIn({ username: email, password });
  return bookshop;
}
const grace = () => signedIn('grace@example.com', 'Psalm23!grace');
const church = () => signedIn('accounts@stmarks.example.org', 'Psalm23!church');

describe('backend against the emulator', () => {
  it('lists stores, finds one, the nearest to a postcode, its address and distances', async () => {
    const { instore, distance } = anonymous().backend;
    const locations = await instore.locations();
    expect(locations).toHaveLength(15);
    expect(locations[0]).toMatchObject({ id: 'S001', slug: 'adelaide', latitude: expect.any(Number) });
    expect((await instore.location({ slug: 'west-ryde' }))?.id).toBe('S014');
    expect(await instore.location({ id: 'S999' })).toBeNull();
    const near = await instore.find({ postcode: '2114', limit: 3 });
    expect(near.locations.map((store) => store.slug)[0]).toBe('west-ryde');
    expect(near.locations).toHaveLength(3);
    expect(near.origin.postcode).toBe('2114');
    const { address } = await instore.address({ id: 'S014' });
    expect(address).toMatchObject({ streetNumber: '28', streetName: 'Chatham Road', city: 'West Ryde', country: 'AU' });
    const fromSuburb = await instore.find({ suburb: 'West Ryde', state: 'NSW', limit: 1 });
    expect(fromSuburb.origin.postcode).toBe('2114');
    const fromPoint = await instore.find({ latitude: -27.56, longitude: 151.95, limit: 1 });
    expect(fromPoint.locations[0]?.slug).toBe('toowoomba');
    const { results } = await distance({ postcode: '4350', storeIds: ['S013', 'S001'] });
    expect(results.map((result) => result.slug)).toEqual(['toowoomba', 'adelaide']);
  });

  it('checks gift cards: balance, type and pin', async () => {
    const { giftCard } = anonymous().backend;
    const card = await giftCard.balance('6280000000000001');
    expect(card).toMatchObject({ balance: { centAmount: 5000, currencyCode: 'AUD' }, expired: false });
    expect(card?.code.endsWith('0001')).toBe(true);
    expect((await giftCard.balance('6280000000000003'))?.balance.centAmount).toBe(0);
    expect(await giftCard.balance('6289999999999999')).toBeNull();
    expect(await giftCard.type('6280000000000001')).toBe('giftcard');
    expect(await giftCard.type('NOPE1234')).toBe('unknown');
    expect(await giftCard.validatePin({ code: '6280000000000004', pin: '4321' })).toMatchObject({ valid: true });
    const wrong = await giftCard.validatePin({ code: '6280000000000005', pin: '0000' });
    expect(wrong).toEqual({ valid: false, attemptsRemaining: 4 });
    for (let attempt = 0; attempt < 4; attempt++) await giftCard.validatePin({ code: '6280000000000005', pin: '0000' });
    const locked = await giftCard.validatePin({ code: '6280000000000005', pin: '9999' });
    expect(locked).toMatchObject({ valid: false, locked: true, message: expect.stringMatching(/locked/) });
  });

  it('needs a signed-in customer for account paths', async () => {
    const error = (await anonymous()
      .backend.orders.recent()
      .catch((e) => e)) as AuthError;
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe('not_signed_in');
  });

  it("reads the customer's orders, saved cards and account balance, and removes a card", async () => {
    const { backend } = await grace();
    const orders = await backend.orders.recent({ limit: 2 });
    expect(orders).toHaveLength(2);
    expect(Date.parse(orders[0]?.placedAt ?? '')).toBeGreaterThan(Date.parse(orders[1]?.placedAt ?? ''));
    const one = await backend.orders.get(orders[0]?.orderNumber ?? '');
    expect(one?.id).toBe(orders[0]?.id);
    expect(await backend.orders.get('SO-NOT-MINE')).toBeNull();
    const cards = await backend.savedCards.list();
    expect(cards.map((card) => card.lastFour)).toEqual(['1111', '4444']);
    expect(await backend.savedCards.remove(cards[1]?.id ?? '')).toBe(true);
    expect(await backend.savedCards.remove(cards[1]?.id ?? '')).toBe(false);
    expect((await backend.savedCards.list()).map((card) => card.lastFour)).toEqual(['1111']);
    expect(await backend.account.balance()).toMatchObject({ creditLimit: { centAmount: 0 }, terms: null });
  });

  it('reads and pays a business customer’s invoices', async () => {
    const { backend } = await church();
    const invoices = await backend.invoices.recent();
    expect(invoices.length).toBe(5);
    const open = invoices.find((invoice) => invoice.outstanding.centAmount > 0);
    expect(open).toBeDefined();
    const payment = await backend.invoices.pay({ invoice: open?.invoiceNumber ?? '', amount: 100 });
    expect(payment.invoice.outstanding.centAmount).toBe((open?.outstanding.centAmount ?? 0) - 100);
    const balance = await backend.account.balance();
    expect(balance.creditLimit.centAmount).toBe(500_000);
    expect(balance.availableCredit.centAmount).toBe(500_000 - balance.balance.centAmount);
  });

  it('pays by a saved card once per idempotency key, however often it is sent', async () => {
    const { backend } = await church();
    const open = (await backend.invoices.recent()).find((invoice) => invoice.outstanding.centAmount > 0);
    const [card] = await backend.savedCards.list();
    const payment = { invoice: open?.id ?? '', amount: 150, card: card?.id, idempotencyKey: 'sdk-test-attempt-1' };
    const [first, second] = await Promise.all([backend.invoices.pay(payment), backend.invoices.pay(payment)]);
    expect(second.paymentId).toBe(first.paymentId);
    const after = (await backend.invoices.recent()).find((invoice) => invoice.id === open?.id);
    expect(after?.outstanding.centAmount).toBe((open?.outstanding.centAmount ?? 0) - 150);
  });

  it('adds and removes a donation', async () => {
    const { backend } = await grace();
    const donation = await backend.donation.add({ amount: 500, cartId: 'cart-1' });
    expect(donation).toMatchObject({ amount: { centAmount: 500 }, charity: 'Bible Society Australia' });
    expect(await backend.donation.current()).toMatchObject({ amount: { centAmount: 500 }, cartId: 'cart-1' });
    expect(await backend.donation.remove()).toBe(true);
    expect(await backend.donation.current()).toBeNull();
    expect(await backend.donation.remove()).toBe(false);
  });

  it('shares a wishlist by link and opens it', async () => {
    const bookshop = await grace();
    const list = await bookshop.wishlists.create({
      name: 'Shared list',
      description: 'For friends',
      lineItems: [],
    });
    const link = await bookshop.backend.wishlistLinks.generate(list.id);
    expect(link.url).toContain(link.token);
    const onSite = await bookshop.wishlists.shareLink({
      shoppingListId: list.id,
      storefrontUrl: 'https://shop.example.com/account',
    });
    expect(onSite.url).toBe(`https://shop.example.com/wishlist/shared?token=${onSite.token}`);
    const shared = await anonymous().backend.wishlistLinks.open(link.token);
    expect(shared).toMatchObject({ id: list.id, name: 'Shared list', lineItems: [] });
    expect(await anonymous().backend.wishlistLinks.open('not-a-real-token')).toBeNull();
    expect(
      await bookshop.backend.wishlistLinks.push({ shoppingListId: list.id, email: 'friend@example.com' }),
    ).toMatchObject({ success: true });
  });

  it('updates the loyalty customer and reports a refusal as data', async () => {
    const { loyalty } = anonymous().backend;
    expect(await loyalty.updateCustomer({ id: 'NS-10000001', email: 'grace.new@example.com' })).toEqual({
      success: true,
    });
    expect((await loyalty.updateCustomer({ id: 'NS-10000004', email: 'lydia.new@example.com' })).success).toBe(false);
    expect(await loyalty.updateCustomer({ id: 'NS-10000001', email: 'not-an-email' })).toEqual({
      success: false,
      message: 'email is invalid',
    });
  });
});

describe('loyalty and reviews against the emulator (Yotpo)', () => {
  it("reads a shopper's points and tier by id or email, and null for someone the programme does not know", async () => {
    const { loyalty } = anonymous().backend;
    // An earlier test here changes Grace's email; the record follows her id.
    expect(await loyalty.customer({ id: 'NS-10000001' })).toEqual({
      email: expect.stringMatching(/^grace/),
      pointsBalance: 1250,
      pointsEarned: 2140,
      tier: 'Gold',
    });
    expect(await loyalty.customer({ email: 'sam.staff@example.com' })).toMatchObject({ pointsBalance: 430 });
    expect(await loyalty.customer({ email: 'nobody@example.com' })).toBeNull();
  });

  it("lists a reviewer's reviews newest first, and none for a new shopper", async () => {
    const { reviews } = anonymous().backend;
    const graces = await reviews.byReviewer({ email: 'grace@example.com' });
    expect(graces.map((review) => [review.score, review.title])).toEqual([
      [5, 'A treasure for our family devotions'],
      [4, 'Beautifully bound'],
      [3, 'Good, not great'],
    ]);
    expect(graces[0]).toMatchObject({
      id: '310000001',
      createdAt: '2025-09-21T08:15:00.000Z',
      sku: expect.any(String),
    });
    expect(await reviews.byReviewer({ email: 'grace@example.com', limit: 1 })).toHaveLength(1);
    expect(await reviews.byReviewer({ email: 'new.reader@example.com' })).toEqual([]);
  });

  it('is refused without the right app key and secret', async () => {
    const services = emulatorServices(emulator.url);
    const wrong = createBookshop({ ...services, yotpo: { ...services.yotpo, secretKey: 'guessed' }, retries: 0 });
    await expect(wrong.backend.reviews.byReviewer({ email: 'grace@example.com' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
