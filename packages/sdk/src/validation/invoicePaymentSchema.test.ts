import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsToCents, INVOICE_PAYMENT_MAX_CENTS, invoicePaymentSchema } from './invoicePaymentSchema';

const valid = { attempt: 'attempt-0001', card: 'card-1', payments: [{ invoice: 'INV0002004', amount: '899.00' }] };
const messages = (input: unknown) =>
  invoicePaymentSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('dollarsToCents', () => {
  it('reads dollars as typed in whole cents', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('25.5')).toBe(2550);
    expect(dollarsToCents(' $1,250.05 ')).toBe(125005);
    expect(dollarsToCents('0.01')).toBe(1);
  });

  it('answers NaN for anything else', () => {
    for (const text of ['', '-3', '1.234', 'abc', '1e3', '.5', '1.', '12345678901']) {
      expect(dollarsToCents(text)).toBeNaN();
    }
  });

  it('agrees with cents written out for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(dollarsToCents(text)).toBe(cents);
      }),
    );
  });
});

describe('invoicePaymentSchema', () => {
  it('answers the amounts in cents', () => {
    expect(invoicePaymentSchema.parse(valid)).toEqual({
      ...valid,
      payments: [{ invoice: 'INV0002004', amount: 89900 }],
    });
  });

  it('refuses a negative, nil, malformed or oversized amount with its message', () => {
    const amount = (value: unknown) => messages({ ...valid, payments: [{ invoice: 'INV1', amount: value }] });
    expect(amount('-5')).toEqual([['payments.0.amount', 'Please enter an amount greater than $0.00']]);
    expect(amount('0.00')).toEqual([['payments.0.amount', 'Please enter an amount greater than $0.00']]);
    expect(amount('12.345')).toEqual([
      ['payments.0.amount', 'Please enter an amount in dollars and cents, like 25.00'],
    ]);
    expect(amount(' ')).toEqual([['payments.0.amount', 'Please enter an amount']]);
    expect(amount(-5)).toEqual([['payments.0.amount', 'Please enter an amount']]);
    expect(amount(String(INVOICE_PAYMENT_MAX_CENTS / 100 + 0.01))).toEqual([
      ['payments.0.amount', 'Please enter an amount of at most $100,000.00'],
    ]);
    expect(
      invoicePaymentSchema.safeParse({ ...valid, payments: [{ invoice: 'INV1', amount: '100000' }] }).success,
    ).toBe(true);
  });

  it('needs a card, an attempt and one to twenty different invoices', () => {
    expect(messages({ ...valid, card: '' })).toEqual([['card', 'Please choose a saved card']]);
    expect(messages({ ...valid, attempt: 'x' })).toEqual([
      ['attempt', 'The payment could not be sent, please try again'],
    ]);
    expect(messages({ ...valid, payments: [] })).toEqual([['payments', 'Please choose at least one invoice to pay']]);
    expect(messages({ ...valid, payments: null })).toEqual([['payments', 'Please choose at least one invoice to pay']]);
    const many = Array.from({ length: 21 }, (_, index) => ({ invoice: `INV${index}`, amount: '1' }));
    expect(messages({ ...valid, payments: many })).toEqual([['payments', 'Please pay at most 20 invoices at once']]);
    const twice = [valid.payments[0], valid.payments[0]];
    expect(messages({ ...valid, payments: twice })).toEqual([
      ['payments', 'Each invoice can be paid only once in a payment'],
    ]);
    expect(messages({ ...valid, payments: [{ invoice: '', amount: '1' }] })).toEqual([
      ['payments.0.invoice', 'Please choose an invoice'],
    ]);
  });
});
