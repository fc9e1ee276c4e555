import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { DEMO_CUSTOMERS } from '../../seed/customers';

let emulator: RunningEmulator;
// biome-ignore lint/suspicious/noExplicitAny: test helper over JSON answers
type Json = any;
const tokens: Record<string, string> = {};
const call = async (
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${emulator.url}/backend/${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  for (const kind of ['b2c', 'b2b', 'staff'] as const) {
    const customer = DEMO_CUSTOMERS.find((candidate) => candidate.kind === kind);
    const { body } = await call('auth/customers/token', {
      body: { username: customer?.email, password: customer?.password },
    });
    tokens[kind] = body.access_token;
  }
});
afterAll(() => emulator?.stop());

describe('back end: stores and distances', () => {
  it('lists the 15 stores with coordinates and finds the nearest to a postcode', async () => {
    const { body } = await call('instore/locations');
    expect(body.locations).toHaveLength(15);
    for (const store of body.locations) expect(store.latitude).toEqual(expect.any(Number));
    const near = await call('instore/find?postcode=2112&limit=3');
    expect(near.body.locations.map((store: Json) => store.slug)[0]).toBe('west-ryde');
    expect(near.body.locations[0].distanceKm).toBeLessThan(5);
    expect((await call('instore/location?slug=toowoomba')).body.location.address.postcode).toBe('4350');
    expect((await call('instore/address?id=S001')).body.address).toMatchObject({
      country: 'AU',
      company: 'Koorong Adelaide',
    });
    expect((await call('instore/find?postcode=abc')).status).toBe(400);
    expect((await call('instore/find?postcode=0001')).status).toBe(404);
    expect((await call('instore/location')).status).toBe(400);
  });

  it('finds stores from a suburb or a browser location, and the nearest that hold a product with its stock', async () => {
    const bySuburb = await call('instore/find?suburb=west%20ryde&state=NSW&limit=1');
    expect(bySuburb.body.origin).toMatchObject({ postcode: '2114', suburb: 'WEST RYDE' });
    expect(bySuburb.body.locations[0].slug).toBe('west-ryde');
    const byPoint = await call('instore/find?latitude=-27.56&longitude=151.95&limit=1');
    expect(byPoint.body.locations[0].slug).toBe('toowoomba');
    expect((await call('instore/find?suburb=Nowhereville')).status).toBe(404);
    expect((await call('instore/find?postcode=2114&suburb=Ryde')).status).toBe(400);
    expect((await call('instore/find?latitude=-27.56')).status).toBe(400);
    expect((await call('instore/find?latitude=51.5&longitude=-0.12')).status).toBe(404);

    const inStock = await fetch(
      `${emulator.url}/searchspring/api/search/search.json?siteId=bookshop&filter.available=In%20Stock&resultsPerPage=1`,
    );
    const sku = ((await inStock.json()) as Json).results[0].sku as string;
    const held = await call(`instore/find?postcode=2114&sku=${sku}&limit=15`);
    expect(held.status).toBe(200);
    expect(held.body.locations.length).toBeGreaterThan(0);
    expect(held.body.locations.length).toBeLessThan(15);
    const distances = held.body.locations.map((store: Json) => store.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const store of held.body.locations) {
      expect(store.stock.quantity).toBeGreaterThan(0);
      expect(store.stock.state).toBe(store.stock.quantity <= 2 ? 'low-stock' : 'in-stock');
    }
    // The same answer every time: a store's shelf is derived from the sku and the store.
    expect((await call(`instore/find?postcode=2114&sku=${sku}&limit=15`)).body).toEqual(held.body);
    expect((await call('instore/find?postcode=2114&sku=NO-SUCH-SKU')).status).toBe(404);
  });

  it('measures distances from a postcode to stores (haversine)', async () => {
    const { status, body } = await call('googleApi/distance-identification', {
      body: { postcode: '4350', storeIds: ['S013', 'S001'] },
    });
    expect(status).toBe(200);
    expect(body.results.map((result: Json) => result.slug)).toEqual(['toowoomba', 'adelaide']);
    expect(body.results[1].distanceKm).toBeGreaterThan(1000);
  });
});

describe('back end: the signed-in customer', () => {
  it('requires a customer token', async () => {
    const { status, body } = await call('adyen/list');
    expect(status).toBe(401);
    expect(body).toEqual({ error: expect.any(String) });
    expect((await call('account/balance', { token: 'forged' })).status).toBe(401);
  });

  it('lists saved cards masked and deletes only the customer’s own', async () => {
    const { body } = await call('adyen/list', { token: tokens.b2c });
    expect(body.storedPaymentMethods).toHaveLength(2);
    const [card] = body.storedPaymentMethods;
    expect(card).toMatchObject({ lastFour: '1111', maskedNumber: expect.stringMatching(/1111$/), type: 'scheme' });
    expect(JSON.stringify(body)).not.toMatch(/\d{12}/);
    expect((await call('adyen/delete', { token: tokens.staff, body: { id: card.id } })).status).toBe(404);
    expect((await call('adyen/delete', { token: tokens.b2c, body: { id: card.id } })).body.response).toBe(
      '[detail-successfully-disabled]',
    );
    expect((await call('adyen/list', { token: tokens.b2c })).body.storedPaymentMethods).toHaveLength(1);
  });

  it('pays an invoice and updates the account balance', async () => {
    const before = (await call('account/balance', { token: tokens.b2b })).body;
    expect(before.creditLimit.centAmount).toBe(500000);
    const { body } = await call('invoice/recent', { token: tokens.b2b });
    const open = body.invoices.find((invoice: Json) => invoice.outstanding.centAmount > 0);
    expect(body.invoices.map((invoice: Json) => invoice.status)).toContain('paid');
    const paid = await call('invoice/payment', {
      token: tokens.b2b,
      body: { invoice: open.invoiceNumber, amount: 1000 },
    });
    expect(paid.body.invoice.paid.centAmount).toBe(open.paid.centAmount + 1000);
    const after = (await call('account/balance', { token: tokens.b2b })).body;
    expect(after.balance.centAmount).toBe(before.balance.centAmount - 1000);
    const tooMuch = await call('invoice/payment', {
      token: tokens.b2b,
      body: { invoice: open.invoiceNumber, amount: 99_999_999 },
    });
    expect(tooMuch.status).toBe(400);
    expect(
      (await call('invoice/payment', { token: tokens.b2c, body: { invoice: open.invoiceNumber, amount: 1 } })).status,
    ).toBe(404);
  });

  it('pays exactly once per idempotency key, by one of the customer’s own saved cards', async () => {
    const invoices = (await call('invoice/recent', { token: tokens.b2b })).body.invoices as Json[];
    const open = invoices.filter((invoice) => invoice.outstanding.centAmount > 0).at(-1);
    const card = (await call('adyen/list', { token: tokens.b2b })).body.storedPaymentMethods[0].id;
    const payment = { invoice: open.invoiceNumber, amount: 250, card };
    const headers = { 'idempotency-key': 'attempt-0001:first' };
    const [first, second] = await Promise.all([
      call('invoice/payment', { token: tokens.b2b, body: payment, headers }),
      call('invoice/payment', { token: tokens.b2b, body: payment, headers }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    const after = (await call('invoice/recent', { token: tokens.b2b })).body.invoices.find(
      (invoice: Json) => invoice.id === open.id,
    );
    expect(after.paid.centAmount).toBe(open.paid.centAmount + 250);
    const reused = await call('invoice/payment', { token: tokens.b2b, body: { ...payment, amount: 300 }, headers });
    expect(reused.status).toBe(409);
    const othersCard = (await call('adyen/list', { token: tokens.staff })).body.storedPaymentMethods[0].id;
    expect((await call('invoice/payment', { token: tokens.b2b, body: { ...payment, card: othersCard } })).status).toBe(
      404,
    );
    const bad = await call('invoice/payment', {
      token: tokens.b2b,
      body: payment,
      headers: { 'idempotency-key': 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses to pay a paid invoice again', async () => {
    const invoices = (await call('invoice/recent', { token: tokens.b2b })).body.invoices as Json[];
    const paid = invoices.find((invoice) => invoice.status === 'paid');
    const again = await call('invoice/payment', {
      token: tokens.b2b,
      body: { invoice: paid.invoiceNumber, amount: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`Invoice ${paid.invoiceNumber} is already paid`);
  });

  it('lists recent orders and one order with a tracking link', async () => {
    const { body } = await call('ns-orders/recent?limit=2', { token: tokens.b2c });
    expect(body.orders).toHaveLength(2);
    expect(body.orders[0].placedAt > body.orders[1].placedAt).toBe(true);
    const shipped = (await call('ns-orders/recent', { token: tokens.b2c })).body.orders.find(
      (order: Json) => order.trackingNumber,
    );
    const { body: one } = await call(`ns-order?id=${shipped.orderNumber}`, { token: tokens.b2c });
    expect(one.order.trackingUrl).toContain(shipped.trackingNumber);
    expect(one.order.lineItems[0]).toMatchObject({ sku: expect.any(String), price: { currencyCode: 'AUD' } });
    expect((await call(`ns-order?id=${shipped.orderNumber}`, { token: tokens.b2b })).status).toBe(404);
  });

  it('states how each order is delivered, the delivery charge and the carrier of its tracking link', async () => {
    const { body } = await call('ns-orders/recent', { token: tokens.b2b });
    const collect = body.orders.find((order: Json) => order.shippingMethod === 'click-and-collect');
    expect(collect.collectionStore).toMatchObject({ id: 'S014', slug: 'west-ryde', name: 'Koorong West Ryde' });
    const shipped = body.orders.find((order: Json) => order.trackingNumber);
    expect(shipped).toMatchObject({ shippingMethod: 'delivery', collectionStore: null, carrier: 'Australia Post' });
    expect(shipped.trackingUrl).toBe(`https://auspost.com.au/mypost/track/details/${shipped.trackingNumber}`);
    for (const order of body.orders) {
      const lines = order.lineItems.reduce((sum: number, line: Json) => sum + line.quantity * line.price.centAmount, 0);
      expect(order.subtotal.centAmount).toBe(lines);
      expect(order.subtotal.centAmount + order.shipping.centAmount).toBe(order.total.centAmount);
    }
  });

  it('adds, replaces and removes a donation', async () => {
    expect(
      (await call('donation/add', { token: tokens.b2c, body: { amount: 500 } })).body.donation.amount.centAmount,
    ).toBe(500);
    expect(
      (await call('donation/add', { token: tokens.b2c, body: { amount: 1000, charity: 'Compassion Australia' } }))
        .status,
    ).toBe(200);
    expect((await call('donation/remove', { token: tokens.b2c, body: {} })).body).toEqual({ removed: true });
    expect((await call('donation/remove', { token: tokens.b2c, body: {} })).body).toEqual({ removed: false });
    expect((await call('donation/add', { token: tokens.b2c, body: { amount: -5 } })).status).toBe(400);
  });
});

describe('back end: gift cards', () => {
  it('checks balance and type, and validates pins with a lock-out', async () => {
    const { body } = await call('giftcard/6280000000000001/balance');
    expect(body).toMatchObject({
      balance: { centAmount: 5000, currencyCode: 'AUD' },
      code: expect.stringMatching(/0001$/),
    });
    expect((await call('giftcard/6280000000000003/balance')).body).toMatchObject({
      expired: true,
      balance: { centAmount: 0 },
    });
    expect((await call('giftcard/6280000000009999/balance')).status).toBe(404);
    expect((await call('giftcard/check-type?code=6280000000000001')).body.type).toBe('giftcard');
    expect((await call('giftcard/check-type?code=NOTACODE')).body.type).toBe('unknown');
    expect((await call('giftcard/check-type')).status).toBe(400);
    expect((await call('giftcard/validate-pin', { body: { code: '6280000000000004', pin: '4321' } })).body.valid).toBe(
      true,
    );
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await call('giftcard/validate-pin', { body: { code: '6280000000000005', pin: '0000' } });
      expect(wrong.body).toEqual({ valid: false, attemptsRemaining: 5 - attempt });
    }
    expect((await call('giftcard/validate-pin', { body: { code: '6280000000000005', pin: '9999' } })).status).toBe(429);
  });
});
