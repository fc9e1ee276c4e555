import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpFresh } from './accountSession';
import { ADDRESS, DECLINING, VISA } from './checkoutRequests';
import { expect, test } from './fixtures';
import { basketRecords, type SearchRecord } from './searchRecords';

// The checkout routes as the checkout page calls them: guests and signed-in shoppers, bad input, other origins,
// a double submit, a declined card and stock that sells out between basket and order.

const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

const put = (page: Page, path: string, data: unknown, headers: Record<string, string> = sameOrigin()) =>
  page.request.put(`/api/checkout/${path}`, { data, headers });
const post = (page: Page, path: string, data: unknown, headers: Record<string, string> = sameOrigin()) =>
  page.request.post(`/api/checkout/${path}`, { data, headers });

let nextProduct = 0;
/** An available product with plenty of stock; each test takes its own so parallel tests never share stock. */
async function plentiful(request: APIRequestContext): Promise<SearchRecord> {
  const records = (await basketRecords(request, 120, 'sort.price=desc')).filter(
    (record) => record.availability === 'available' && Number(record.stock) > 20,
  );
  const record = records[(nextProduct++ * 7 + process.pid) % records.length];
  if (!record) throw new Error('the seed has no product with plenty of stock');
  return record;
}

async function addToBasket(page: Page, record: SearchRecord, quantity = 1) {
  const response = await page.request.post('/api/cart', {
    data: { productId: record.id, sku: record.sku, quantity },
    headers: sameOrigin(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A guest's basket with an email, an address and standard delivery: ready to order. */
async function guestReady(page: Page, record: SearchRecord, quantity = 1) {
  await addToBasket(page, record, quantity);
  const email = `guest-${randomUUID()}@example.com`;
  expect((await put(page, 'contact', { email })).status()).toBe(200);
  expect((await put(page, 'address', ADDRESS)).status()).toBe(200);
  const delivery = await put(page, 'delivery', { mode: 'standard' });
  expect(delivery.status()).toBe(200);
  return { email, state: await delivery.json() };
}

test.describe('checkout routes', () => {
  test('a guest: contact, address and delivery answer the checkout priced by commerce', async ({ page, request }) => {
    const record = await plentiful(request);
    await addToBasket(page, record, 2);
    const contact = await put(page, 'contact', { email: ' jo@example.com ' });
    expect(contact.status()).toBe(200);
    expect(await contact.json()).toMatchObject({
      email: 'jo@example.com',
      signedIn: false,
      delivery: null,
      donationCents: 0,
    });
    const address = await put(page, 'address', ADDRESS);
    expect((await address.json()).address).toMatchObject({
      firstName: 'Jo',
      street: '12 George St',
      stateOrCity: 'NSW',
    });
    const state = await (await put(page, 'delivery', { mode: 'standard' })).json();
    expect(state.delivery).toEqual({ mode: 'standard' });
    const { totals, lines } = state.basket;
    const subtotal = lines.reduce((sum: number, line: { totalCents: number }) => sum + line.totalCents, 0);
    expect(totals.deliveryCents).toBe(subtotal - totals.discountCents >= 9900 ? 0 : 995);
    expect(totals.totalCents).toBe(subtotal - totals.discountCents + totals.deliveryCents);

    const stores = await (await request.get(`${process.env.EMULATOR_URL}/backend/instore/locations`)).json();
    const store = stores.locations[0];
    const collect = await (await put(page, 'delivery', { mode: 'collect', storeId: store.id })).json();
    expect(collect.delivery).toEqual({ mode: 'collect', storeId: store.id });
    expect(collect.basket.totals.deliveryCents).toBe(0);
    // The shopper's own address stays theirs while the store takes the delivery.
    expect(collect.address).toMatchObject({ street: '12 George St' });

    // Donations are a customer's: a guest is asked to sign in.
    const donation = await put(page, 'donation', { amountCents: 500 });
    expect(donation.status()).toBe(401);
    expect(await donation.json()).toEqual({ error: 'Please sign in to add a donation' });
  });

  test('parallel saves of one basket (two tabs, double clicks) all land, none lost or refused', async ({
    page,
    request,
  }) => {
    await addToBasket(page, await plentiful(request));
    expect((await put(page, 'contact', { email: 'first@example.com' })).status()).toBe(200);
    expect((await put(page, 'address', ADDRESS)).status()).toBe(200);
    const stores = await (await request.get(`${process.env.EMULATOR_URL}/backend/instore/locations`)).json();
    const store = stores.locations[1];
    const moved = { ...ADDRESS, street: '30 Pitt St' };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        put(page, 'delivery', { mode: 'collect', storeId: store.id }),
        put(page, 'delivery', { mode: 'collect', storeId: store.id }),
        put(page, 'address', moved),
        put(page, 'address', moved),
        put(page, 'contact', { email: `second-${round}@example.com` }),
      ]);
      for (const answer of answers) expect(answer.status(), await answer.text()).toBe(200);
      // Whatever order they landed in: the store delivers, the moved address is the shopper's, the email the last.
      const state = await (await put(page, 'contact', { email: `second-${round}@example.com` })).json();
      expect(state).toMatchObject({
        email: `second-${round}@example.com`,
        delivery: { mode: 'collect', storeId: store.id },
        address: { street: '30 Pitt St' },
      });
      expect((await put(page, 'delivery', { mode: 'standard' })).status()).toBe(200);
    }
    const [one, two] = await Promise.all([
      put(page, 'delivery', { mode: 'standard' }),
      put(page, 'delivery', { mode: 'standard' }),
    ]);
    expect([one.status(), two.status()]).toEqual([200, 200]);
    expect((await one.json()).delivery).toEqual({ mode: 'standard' });
    expect((await two.json()).delivery).toEqual({ mode: 'standard' });
  });

  test('bad input is 400 with the field’s message, other origins 403, an empty basket 409', async ({
    page,
    request,
  }) => {
    const empty = await put(page, 'contact', { email: 'jo@example.com' });
    expect(empty.status()).toBe(409);
    expect(await empty.json()).toEqual({ error: 'Your basket is empty' });

    await addToBasket(page, await plentiful(request));
    const cases: [string, 'put' | 'post', unknown, string][] = [
      ['contact', 'put', { email: 'jo@' }, 'Invalid email'],
      ['address', 'put', { ...ADDRESS, firstName: 'J' }, 'Enter at least 2 characters'],
      ['address', 'put', { ...ADDRESS, manualEntry: true, building: '' }, 'Enter House/Appartment details'],
      ['address', 'put', { ...ADDRESS, manualEntry: false, street: '' }, 'Enter street details'],
      ['address', 'put', { ...ADDRESS, stateOrCity: 'Narnia' }, 'Enter state or city'],
      ['delivery', 'put', { mode: 'collect', storeId: 'S999' }, 'Choose a store from the list'],
      ['delivery', 'put', { mode: 'drone' }, 'Choose standard delivery or Click & Collect'],
      ['donation', 'put', { amountCents: 5 }, 'Choose a donation from $1 to $10,000'],
      ['gift-card', 'post', { number: '12', pin: '1234' }, 'Please enter a valid gift card number (16 to 19 digits)'],
      [
        'orders',
        'post',
        { attempt: 'again', giftCards: [] },
        'The checkout attempt is not valid, please reload the page',
      ],
      [
        'orders',
        'post',
        { attempt: randomUUID(), card: { kind: 'new', card: { ...VISA, number: '4111' } }, giftCards: [] },
        'Please enter a valid card number',
      ],
    ];
    for (const [path, method, body, message] of cases) {
      const response = method === 'put' ? await put(page, path, body) : await post(page, path, body);
      expect(response.status(), `${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await response.json()).error).toBe(message);
    }
    const delivery = await put(page, 'delivery', { mode: 'standard' });
    expect(await delivery.json()).toEqual({ error: 'Please enter your delivery address first', field: 'address' });

    const forged = { origin: 'https://attacker.example' };
    expect((await put(page, 'contact', { email: 'jo@example.com' }, forged)).status()).toBe(403);
    expect((await post(page, 'orders', { attempt: randomUUID(), giftCards: [] }, forged)).status()).toBe(403);
    const huge = await put(page, 'contact', { email: 'x'.repeat(20_000) });
    expect(huge.status()).toBe(413);
  });

  test('a double submit of one attempt places one order and sends one confirmation', async ({ page, request }) => {
    const { email, state } = await guestReady(page, await plentiful(request));
    const attempt = randomUUID();
    const order = { attempt, card: { kind: 'new', card: VISA }, giftCards: [] };
    const [first, second] = await Promise.all([post(page, 'orders', order), post(page, 'orders', order)]);
    expect([first.status(), second.status()]).toEqual([201, 201]);
    const placed = await first.json();
    expect(await second.json()).toEqual(placed);
    expect(placed).toMatchObject({ email, totalCents: state.basket.totals.totalCents, currency: 'AUD' });
    const again = await page.request.get(`/api/checkout/orders?attempt=${attempt}`);
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(placed);
    const retried = await post(page, 'orders', order);
    expect(await retried.json()).toEqual(placed);
    // The basket was ordered: checkout has nothing left, and the mailbox has one confirmation.
    expect((await put(page, 'contact', { email })).status()).toBe(409);
    const mailbox = await (await request.get(`${process.env.EMULATOR_URL}/backend/dev/mailbox?email=${email}`)).json();
    expect(mailbox.messages.map((message: { subject: string }) => message.subject)).toEqual([
      `Order confirmation ${placed.orderNumber}`,
    ]);
    expect((await page.request.get(`/api/checkout/orders?attempt=${randomUUID()}`)).status()).toBe(404);
  });

  test('a declined card is 402 and orders nothing', async ({ page, request }) => {
    await guestReady(page, await plentiful(request));
    const attempt = randomUUID();
    const declined = await post(page, 'orders', { attempt, card: { kind: 'new', card: DECLINING }, giftCards: [] });
    expect(declined.status()).toBe(402);
    expect(await declined.json()).toMatchObject({ code: 'declined', error: expect.stringContaining('declined') });
    const status = await page.request.get(`/api/checkout/orders?attempt=${attempt}`);
    expect(status.status()).toBe(402);
    // Still there to pay with another card.
    const retry = await post(page, 'orders', {
      attempt: randomUUID(),
      card: { kind: 'new', card: VISA },
      giftCards: [],
    });
    expect(retry.status()).toBe(201);
  });

  test('stock sold to another shopper in the meantime is 409 sold out, nothing charged', async ({
    browser,
    page,
    request,
  }) => {
    // A paperback: selling out a Bible would empty the Bible listings other specs filter by stock.
    const record = (await basketRecords(request, 200, 'sort.price=desc&filter.format=Paperback'))
      .filter((candidate) => candidate.availability === 'limited-stock' && Number(candidate.stock) >= 2)
      .at(-3);
    if (!record) throw new Error('the seed has no limited-stock product');
    const stock = Number(record.stock);
    const other = await browser.newContext({ baseURL: process.env.STOREFRONT_URL });
    const otherPage = await other.newPage();
    try {
      await guestReady(otherPage, record, stock);
      await guestReady(page, record, stock);
      const first = await post(otherPage, 'orders', {
        attempt: randomUUID(),
        card: { kind: 'new', card: VISA },
        giftCards: [],
      });
      expect(first.status()).toBe(201);
      const attempt = randomUUID();
      const soldOut = await post(page, 'orders', { attempt, card: { kind: 'new', card: VISA }, giftCards: [] });
      expect(soldOut.status()).toBe(409);
      expect(await soldOut.json()).toMatchObject({ code: 'sold-out', skus: [record.sku] });
      const payments = await (
        await request.get(`${process.env.EMULATOR_URL}/adyen/checkout/dev/payments?reference=checkout-${attempt}`)
      ).json();
      expect(payments.payments.map((payment: { cancelled: boolean }) => payment.cancelled)).toEqual([true]);
    } finally {
      await other.close();
    }
  });

  test('a signed-in shopper: own email, a donation charged with the order', async ({ page, request }) => {
    const login = await signUpFresh(page, 'Hannah');
    await addToBasket(page, await plentiful(request));
    const contact = await (await put(page, 'contact', { email: 'someone-else@example.com' })).json();
    expect(contact).toMatchObject({ email: login.email, signedIn: true });
    await put(page, 'address', ADDRESS);
    const stores = await (await request.get(`${process.env.EMULATOR_URL}/backend/instore/locations`)).json();
    await put(page, 'delivery', { mode: 'collect', storeId: stores.locations[1].id });
    const donated = await (await put(page, 'donation', { amountCents: 500 })).json();
    expect(donated.donationCents).toBe(500);
    const placed = await post(page, 'orders', {
      attempt: randomUUID(),
      card: { kind: 'new', card: VISA },
      giftCards: [],
    });
    expect(placed.status()).toBe(201);
    expect(await placed.json()).toMatchObject({
      email: login.email,
      totalCents: donated.basket.totals.totalCents + 500,
    });
  });

  test('a gift card is checked (type, PIN, balance) and pays its part; the card pays the rest', async ({
    page,
    request,
  }) => {
    // Its own card (the seed's $30 card for checkout tests): a wrong PIN counts towards the card's lock.
    const card = { number: '6280 0000 0000 0006', pin: '6060' };
    const { state } = await guestReady(page, await plentiful(request), 3);
    const due = state.basket.totals.totalCents;
    const wrong = await post(page, 'gift-card', { ...card, pin: '0000' });
    expect(wrong.status()).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Incorrect PIN (4 attempts left)', field: 'pin' });
    const notACard = await post(page, 'gift-card', { number: '6280 0000 0000 0099', pin: '1234' });
    expect(await notACard.json()).toEqual({ error: 'Gift card not found', field: 'number' });
    const spent = await post(page, 'gift-card', { number: '6280000000000002', pin: '2468' });
    expect(await spent.json()).toEqual({ error: 'This gift card has no balance left', field: 'number' });
    const tender = await post(page, 'gift-card', card);
    expect(tender.status()).toBe(200);
    expect(await tender.json()).toEqual({
      last4: '0006',
      type: 'physical',
      balanceCents: 3000,
      appliesCents: Math.min(3000, due),
    });

    const attempt = randomUUID();
    const placed = await post(page, 'orders', { attempt, card: { kind: 'new', card: VISA }, giftCards: [card] });
    expect(placed.status(), await placed.text()).toBe(201);
    expect((await placed.json()).totalCents).toBe(due);
    const payments = await (
      await request.get(`${process.env.EMULATOR_URL}/adyen/checkout/dev/payments?reference=checkout-${attempt}`)
    ).json();
    const paid = payments.payments.map((payment: { type: string; amount: { value: number } }) => [
      payment.type,
      payment.amount.value,
    ]);
    expect(paid).toEqual(
      due > 3000
        ? [
            ['giftcard', 3000],
            ['scheme', due - 3000],
          ]
        : [['giftcard', due]],
    );
  });
});
