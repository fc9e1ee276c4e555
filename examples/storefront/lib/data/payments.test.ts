import { HttpError } from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const pay = vi.fn();
const recent = vi.fn();
const remove = vi.fn();
const authorise = vi.fn();
const cancel = vi.fn();
vi.mock('../bookshop', () => ({
  shopperBookshop: async () => ({
    backend: { invoices: { pay, recent }, savedCards: { remove } },
    payments: { authorise, cancel },
  }),
}));
vi.mock('./account', () => ({ accountCustomer: vi.fn() }));
const { authorisationKey, CardDeclined, overdueCents, payInvoices, removeSavedCard } = await import('./payments');

const invoice = (status: string, outstanding: number) =>
  ({ status, outstanding: { centAmount: outstanding, currencyCode: 'AUD' } }) as never;

beforeEach(() => {
  for (const mock of [pay, recent, remove, authorise, cancel]) mock.mockReset();
});

describe('overdueCents', () => {
  it('sums what is outstanding on overdue invoices only', () => {
    expect(
      overdueCents([invoice('overdue', 1000), invoice('open', 500), invoice('overdue', 250), invoice('paid', 0)]),
    ).toBe(1250);
    expect(overdueCents([])).toBe(0);
  });
});

describe('payInvoices', () => {
  const values = {
    attempt: 'attempt-1',
    card: 'card-1',
    payments: [
      { invoice: 'INV1', amount: 100 },
      { invoice: 'INV2', amount: 200 },
    ],
  };

  it('pays each invoice with a key per attempt and invoice', async () => {
    pay.mockImplementation(async ({ invoice }) => ({ paymentId: `p-${invoice}` }));
    expect(await payInvoices(values)).toEqual({ payments: [{ paymentId: 'p-INV1' }, { paymentId: 'p-INV2' }] });
    expect(pay.mock.calls.map(([input]) => input)).toEqual([
      { invoice: 'INV1', amount: 100, card: 'card-1', idempotencyKey: 'attempt-1:INV1' },
      { invoice: 'INV2', amount: 200, card: 'card-1', idempotencyKey: 'attempt-1:INV2' },
    ]);
  });

  it('stops at a refusal and answers what was paid before it', async () => {
    const refused = new HttpError('Invoice INV2 is already paid', 409, undefined, null);
    pay.mockResolvedValueOnce({ paymentId: 'p-INV1' }).mockRejectedValueOnce(refused);
    expect(await payInvoices({ ...values, payments: [...values.payments, { invoice: 'INV3', amount: 1 }] })).toEqual({
      payments: [{ paymentId: 'p-INV1' }],
      failure: { invoice: 'INV2', error: refused },
    });
    expect(pay).toHaveBeenCalledTimes(2);
  });
});

describe('payInvoices by a new card', () => {
  const newCard = { number: '4111111145551142', expiry: '03/30', cvc: '737', holderName: 'Jo Lee' };
  const values = {
    attempt: 'attempt-2',
    newCard,
    payments: [
      { invoice: 'inv-1', amount: 100 },
      { invoice: 'INV0002', amount: 200 },
    ],
  };
  const authorised = (pspReference: string) => ({ pspReference, resultCode: 'Authorised', amountCents: 100 });

  beforeEach(() => {
    recent.mockResolvedValue([
      { id: 'inv-1', invoiceNumber: 'INV0001' },
      { id: 'inv-2', invoiceNumber: 'INV0002' },
    ]);
  });

  it("authorises each amount with the invoice's number, then records the authorisation under the payment's key", async () => {
    authorise.mockResolvedValueOnce(authorised('PSP1')).mockResolvedValueOnce(authorised('PSP2'));
    pay.mockImplementation(async ({ invoice }) => ({ paymentId: `p-${invoice}` }));
    expect(await payInvoices(values)).toEqual({ payments: [{ paymentId: 'p-inv-1' }, { paymentId: 'p-inv-2' }] });
    expect(authorise.mock.calls).toEqual([
      [
        {
          amountCents: 100,
          reference: 'INV0001',
          method: {
            type: 'card',
            number: newCard.number,
            expiryMonth: '03',
            expiryYear: '2030',
            cvc: '737',
            holderName: 'Jo Lee',
          },
        },
        { idempotencyKey: authorisationKey('attempt-2:inv-1', newCard) },
      ],
      [
        expect.objectContaining({ amountCents: 200, reference: 'INV0002' }),
        { idempotencyKey: authorisationKey('attempt-2:INV0002', newCard) },
      ],
    ]);
    expect(pay.mock.calls.map(([input]) => input)).toEqual([
      { invoice: 'inv-1', amount: 100, pspReference: 'PSP1', idempotencyKey: 'attempt-2:inv-1' },
      { invoice: 'inv-2', amount: 200, pspReference: 'PSP2', idempotencyKey: 'attempt-2:INV0002' },
    ]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('keys the authorisation by the payment and the card: the same again is one, another card is another', () => {
    const key = authorisationKey('attempt-2:inv-1', newCard);
    expect(key).toMatch(/^invoice-card-[0-9a-f]{48}$/);
    expect(authorisationKey('attempt-2:inv-1', { ...newCard })).toBe(key);
    expect(authorisationKey('attempt-2:inv-1', { ...newCard, number: '5555341244441115' })).not.toBe(key);
    expect(authorisationKey('attempt-3:inv-1', newCard)).not.toBe(key);
  });

  it('stops at a declined card, paying nothing more and recording nothing for it', async () => {
    authorise.mockResolvedValueOnce({ pspReference: 'PSP1', resultCode: 'Refused', refusalReason: 'Refused' });
    const outcome = await payInvoices(values);
    expect(outcome.payments).toEqual([]);
    expect(outcome.failure?.invoice).toBe('inv-1');
    expect(outcome.failure?.error).toBeInstanceOf(CardDeclined);
    expect(String(outcome.failure?.error)).toBe(
      'CardDeclined: Your card was declined. Nothing has been paid; please try another card.',
    );
    expect(new CardDeclined('Expired Card').message).toBe(
      'Your card was declined (Expired Card). Nothing has been paid; please try another card.',
    );
    expect(authorise).toHaveBeenCalledTimes(1);
    expect(pay).not.toHaveBeenCalled();
  });

  it('cancels the authorisation when the back end refuses to record it, but not when it could not answer', async () => {
    const paid = new HttpError('Invoice INV0001 is already paid', 409, undefined, null);
    authorise.mockResolvedValue(authorised('PSP1'));
    pay.mockRejectedValueOnce(paid);
    cancel.mockResolvedValue(undefined);
    expect(await payInvoices(values)).toEqual({ payments: [], failure: { invoice: 'inv-1', error: paid } });
    expect(cancel.mock.calls).toEqual([['PSP1', { idempotencyKey: 'cancel-PSP1' }]]);

    cancel.mockReset();
    const outage = new HttpError('Bad gateway', 502, undefined, null);
    pay.mockRejectedValueOnce(outage);
    expect((await payInvoices(values)).failure?.error).toBe(outage);
    expect(cancel).not.toHaveBeenCalled();
  });

  it("charges no card for an invoice that is not the customer's own (404)", async () => {
    const outcome = await payInvoices({ ...values, payments: [{ invoice: 'inv-cust-000002-4', amount: 100 }] });
    expect(outcome.failure?.error).toMatchObject({ status: 404, message: 'No invoice inv-cust-000002-4' });
    expect(authorise).not.toHaveBeenCalled();
    expect(pay).not.toHaveBeenCalled();
  });
});

describe('removeSavedCard', () => {
  it('asks the back end only for an id that can be one', async () => {
    remove.mockResolvedValue(true);
    expect(await removeSavedCard('card-cust-000001-1')).toBe(true);
    for (const id of ['', '../x', 'a b', 'x'.repeat(101)]) expect(await removeSavedCard(id)).toBe(false);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
