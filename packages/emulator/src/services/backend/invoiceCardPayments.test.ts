import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { DEMO_CUSTOMERS } from '../../seed/customers';

let emulator: RunningEmulator;
let token = '';
// biome-ignore lint/suspicious/noExplicitAny: test helper over JSON answers
type Json = any;

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const VISA = { number: '4111111145551142', expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Jo Lee' };

/** An authorisation of a new card by the payment service, as the storefront asks for it. */
const authorise = async (reference: string, value: number, card = VISA) =>
  (
    await post(
      '/adyen/checkout/v71/payments',
      {
        merchantAccount: 'BookshopECOM',
        reference,
        amount: { value, currency: 'AUD' },
        paymentMethod: { type: 'scheme', ...card },
      },
      { 'x-api-key': 'test-key' },
    )
  ).body;

const payInvoice = (body: Record<string, unknown>) =>
  post('/backend/invoice/payment', body, { authorization: `Bearer ${token}` });

async function invoice(number: string): Promise<Json> {
  const response = await fetch(`${emulator.url}/backend/invoice/recent`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Json).invoices.find((candidate: Json) => candidate.invoiceNumber === number);
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20 });
  const business = DEMO_CUSTOMERS.find((candidate) => candidate.kind === 'b2b');
  token = (await post('/backend/auth/customers/token', { username: business?.email, password: business?.password }))
    .body.access_token;
});
afterAll(() => emulator?.stop());

describe('invoice/payment by a new card (pspReference)', () => {
  it("records an authorisation of exactly the amount for the invoice's number, once per key", async () => {
    const before = await invoice('INV0002005');
    const authorised = await authorise('INV0002005', 300);
    expect(authorised.resultCode).toBe('Authorised');
    const payment = { invoice: 'INV0002005', amount: 300, pspReference: authorised.pspReference };
    const key = { idempotencyKey: 'card-attempt-1:INV0002005' };
    const [first, again] = await Promise.all([payInvoice({ ...payment, ...key }), payInvoice({ ...payment, ...key })]);
    expect(first.status).toBe(200);
    expect(first.body.invoice.paid.centAmount).toBe(before.paid.centAmount + 300);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    expect((await invoice('INV0002005')).paid.centAmount).toBe(before.paid.centAmount + 300);
  });

  it('refuses an authorisation used before, under another key or none (409)', async () => {
    const authorised = await authorise('INV0002004', 150);
    const payment = { invoice: 'INV0002004', amount: 150, pspReference: authorised.pspReference };
    expect((await payInvoice({ ...payment, idempotencyKey: 'card-attempt-2:first' })).status).toBe(200);
    const before = await invoice('INV0002004');
    const reused = await payInvoice({ ...payment, idempotencyKey: 'card-attempt-2:second' });
    expect(reused).toMatchObject({
      status: 409,
      body: { error: `Card payment ${authorised.pspReference} has already paid an invoice` },
    });
    expect((await payInvoice(payment)).status).toBe(409);
    const otherCard = await payInvoice({ ...payment, idempotencyKey: 'card-attempt-2:first', pspReference: 'X' });
    expect(otherCard.status).toBe(409);
    expect((await invoice('INV0002004')).paid.centAmount).toBe(before.paid.centAmount);
  });

  it('refuses what is not an authorised, uncancelled payment of this amount for this invoice (400)', async () => {
    const before = await invoice('INV0002003');
    const declined = await authorise('INV0002003', 100, { ...VISA, number: '4000000000000002' });
    expect(declined.resultCode).toBe('Refused');
    const forOther = await authorise('INV0002004', 100);
    const otherAmount = await authorise('INV0002003', 99);
    const cancelled = await authorise('INV0002003', 100);
    await post(
      `/adyen/checkout/v71/payments/${cancelled.pspReference}/cancels`,
      { merchantAccount: 'BookshopECOM' },
      { 'x-api-key': 'test-key' },
    );
    const cases: [string, string][] = [
      ['UNKNOWN0000000000', 'No card payment UNKNOWN0000000000'],
      [declined.pspReference, `Card payment ${declined.pspReference} was not authorised`],
      [forOther.pspReference, `Card payment ${forOther.pspReference} is not for invoice INV0002003`],
      [otherAmount.pspReference, `Card payment ${otherAmount.pspReference} is for 0.99, not 1.00`],
      [cancelled.pspReference, `Card payment ${cancelled.pspReference} was cancelled`],
    ];
    for (const [pspReference, message] of cases) {
      const answer = await payInvoice({ invoice: 'INV0002003', amount: 100, pspReference });
      expect(answer, pspReference).toMatchObject({ status: 400, body: { error: message } });
    }
    const both = await payInvoice({
      invoice: 'INV0002003',
      amount: 100,
      pspReference: cancelled.pspReference,
      card: 'card-cust-000002-1',
    });
    expect(both.status).toBe(400);
    expect((await invoice('INV0002003')).paid.centAmount).toBe(before.paid.centAmount);
  });
});
