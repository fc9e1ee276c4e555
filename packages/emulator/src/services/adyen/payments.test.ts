import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20 });
});
afterAll(() => emulator?.stop());

// biome-ignore lint/suspicious/noExplicitAny: the test reads Adyen's JSON by property
type Json = any;

const MERCHANT = 'BookshopECOM';
const VISA = {
  type: 'scheme',
  number: '4111111145551142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Jo Lee',
};

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${emulator.url}/adyen/checkout${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'test-key', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const pay = (reference: string, value: number, paymentMethod: unknown, key?: string) =>
  post(
    '/v71/payments',
    {
      merchantAccount: MERCHANT,
      reference,
      amount: { value, currency: 'AUD' },
      paymentMethod,
      shopperEmail: 'jo@example.com',
    },
    key ? { 'idempotency-key': key } : {},
  );

const balance = async (code: string) =>
  ((await (await fetch(`${emulator.url}/backend/giftcard/${code}/balance`)).json()) as Json).balance.centAmount;

const payments = async (reference: string) =>
  ((await (await fetch(`${emulator.url}/adyen/checkout/dev/payments?reference=${reference}`)).json()) as Json).payments;

describe('payment service (Adyen Checkout API)', () => {
  it('authorises a test card and refuses the declining one', async () => {
    const ok = await pay('order-1', 2500, VISA);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: 'order-1',
      amount: { value: 2500, currency: 'AUD' },
    });
    expect(ok.body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    const declined = await pay('order-2', 2500, { ...VISA, number: '4000000000000002' });
    expect(declined.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    const expired = await pay('order-3', 2500, { ...VISA, expiryYear: '2020' });
    expect(expired.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' });
  });

  it("answers Adyen's errors: 401 without an API key, 422 for a number that fails Luhn", async () => {
    const response = await fetch(`${emulator.url}/adyen/checkout/v71/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ status: 401, errorType: 'security' });
    const bad = await pay('order-4', 100, { ...VISA, number: '4111111111111112' });
    expect(bad).toMatchObject({ status: 422, body: { errorCode: '101', message: 'Invalid card number' } });
  });

  it('charges once per Idempotency-Key, however many times and however concurrently it is sent', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => pay('order-5', 1200, VISA, 'attempt-5:card')));
    const references = new Set(answers.map((answer) => answer.body.pspReference));
    expect(references.size).toBe(1);
    expect(await payments('order-5')).toHaveLength(1);
    const declined = [await pay('order-6', 100, { ...VISA, holderName: 'DECLINED' }, 'attempt-6:card')];
    declined.push(await pay('order-6', 100, VISA, 'attempt-6:card'));
    expect(declined.map((answer) => answer.body.resultCode)).toEqual(['Refused', 'Refused']);
  });

  it('debits a gift card up to its balance, refuses more, and puts the debit back on cancel', async () => {
    const card = { type: 'giftcard', brand: 'givex', number: '6280000000000004', cvc: '4321' };
    expect(await balance(card.number)).toBe(2500);
    const tooMuch = await pay('order-7', 3000, card);
    expect(tooMuch.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Not enough balance' });
    const wrongPin = await pay('order-7', 100, { ...card, cvc: '0000' });
    expect(wrongPin.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Invalid Pin' });
    const part = await pay('order-7', 2500, card);
    expect(part.body).toMatchObject({ resultCode: 'Authorised', additionalData: { currentBalanceValue: '0' } });
    expect(await balance(card.number)).toBe(0);
    const cancel = await post(
      `/v71/payments/${part.body.pspReference}/cancels`,
      { merchantAccount: MERCHANT },
      {
        'idempotency-key': 'cancel-7',
      },
    );
    expect(cancel).toMatchObject({
      status: 201,
      body: { status: 'received', paymentPspReference: part.body.pspReference },
    });
    await post(`/v71/payments/${part.body.pspReference}/cancels`, { merchantAccount: MERCHANT });
    expect(await balance(card.number)).toBe(2500);
    expect((await payments('order-7')).map((payment: Json) => [payment.resultCode, payment.cancelled])).toEqual([
      ['Refused', false],
      ['Refused', false],
      ['Authorised', true],
    ]);
  });

  it("pays with a customer's stored card only for that customer", async () => {
    const [customer] = emulator.demoCustomers;
    const cards = await fetch(`${emulator.url}/backend/adyen/list`, {
      headers: { authorization: `Bearer ${await signIn(customer?.email ?? '', customer?.password ?? '')}` },
    });
    const stored = ((await cards.json()) as Json).storedPaymentMethods[0];
    if (!stored) return expect.unreachable('the first demo customer has saved cards');
    const method = { type: 'scheme', storedPaymentMethodId: stored.id };
    const mine = await post('/v71/payments', {
      merchantAccount: MERCHANT,
      reference: 'order-8',
      amount: { value: 900, currency: 'AUD' },
      paymentMethod: method,
      shopperReference: customer?.id,
    });
    expect(mine.body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: stored.lastFour } });
    const theirs = await post('/v71/payments', {
      merchantAccount: MERCHANT,
      reference: 'order-8',
      amount: { value: 900, currency: 'AUD' },
      paymentMethod: method,
      shopperReference: 'someone-else',
    });
    expect(theirs.status).toBe(422);
  });
});

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${emulator.url}/backend/auth/customers/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as Json).access_token;
}
