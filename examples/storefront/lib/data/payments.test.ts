import { HttpError } from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const pay = vi.fn();
const remove = vi.fn();
vi.mock('../bookshop', () => ({
  shopperBookshop: async () => ({ backend: { invoices: { pay }, savedCards: { remove } } }),
}));
vi.mock('./account', () => ({ accountCustomer: vi.fn() }));
const { overdueCents, payInvoices, removeSavedCard } = await import('./payments');

const invoice = (status: string, outstanding: number) =>
  ({ status, outstanding: { centAmount: outstanding, currencyCode: 'AUD' } }) as never;

beforeEach(() => {
  pay.mockReset();
  remove.mockReset();
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

describe('removeSavedCard', () => {
  it('asks the back end only for an id that can be one', async () => {
    remove.mockResolvedValue(true);
    expect(await removeSavedCard('card-cust-000001-1')).toBe(true);
    for (const id of ['', '../x', 'a b', 'x'.repeat(101)]) expect(await removeSavedCard(id)).toBe(false);
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
