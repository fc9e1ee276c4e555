import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CARD_CHOICE_MESSAGE, invoicePaymentRequest } from './invoicePaymentRequest';

const attempt = '7c0e1f7e-4d55-4c1b-9a3e-2f0c9f1d2b11';
const payments = [{ invoice: 'INV0002005', amount: '12.50' }];
const newCard = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holderName: 'Jo Lee' };
const firstError = (input: unknown) => {
  const parsed = z.safeParse(invoicePaymentRequest, input);
  return parsed.success ? null : { message: parsed.error.issues[0]?.message, path: parsed.error.issues[0]?.path };
};

describe('invoicePaymentRequest', () => {
  it('takes a saved card as before, with the amounts in cents', () => {
    expect(z.parse(invoicePaymentRequest, { attempt, card: 'card-1', payments })).toEqual({
      attempt,
      card: 'card-1',
      payments: [{ invoice: 'INV0002005', amount: 1250 }],
    });
  });

  it('takes a new card as checkout does, its number without spaces', () => {
    expect(z.parse(invoicePaymentRequest, { attempt, newCard, payments }).newCard).toEqual({
      ...newCard,
      number: '4111111145551142',
    });
  });

  it("answers a new card's field problem with checkout's message and the field", () => {
    expect(firstError({ attempt, newCard: { ...newCard, expiry: '13/30' }, payments })).toEqual({
      message: 'Please enter a valid expiry date (MM/YY)',
      path: ['newCard', 'expiry'],
    });
    expect(firstError({ attempt, newCard: { ...newCard, cvc: '7' }, payments })?.message).toBe(
      'Please enter a valid CVC',
    );
  });

  it('wants exactly one of a saved card and a new card', () => {
    expect(firstError({ attempt, payments })?.message).toBe(CARD_CHOICE_MESSAGE);
    expect(firstError({ attempt, card: 'card-1', newCard, payments })?.message).toBe(CARD_CHOICE_MESSAGE);
    expect(firstError({ attempt, card: '', payments })?.message).toBe('Please choose a saved card');
  });
});
