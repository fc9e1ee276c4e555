import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGES, giftCardRefusal } from './giftCardRefusal';

const paid = (centAmount: number, expired?: boolean) => ({ valid: true as const, expired, balance: { centAmount } });

describe('giftCardRefusal', () => {
  it('refuses a number that is not a gift card before any PIN check, in the words of each use', () => {
    expect(giftCardRefusal({ type: 'unknown' })).toEqual({
      reason: 'unknown',
      field: 'number',
      message: 'Gift card not found',
    });
    expect(giftCardRefusal({ type: 'discount' })?.message).toBe('This is not a gift card number');
    expect(giftCardRefusal({ type: 'unknown' }, 'balance')?.message).toBe(
      'We couldn’t find a gift card with that number. Please check it and try again.',
    );
    expect(giftCardRefusal({ type: 'discount' }, 'balance')).toEqual({
      reason: 'discount',
      field: 'number',
      message: GIFT_CARD_MESSAGES['balance-discount'],
    });
  });

  it('asks for the PIN check next for a gift card', () => {
    expect(giftCardRefusal({ type: 'giftcard' })).toBeNull();
    expect(giftCardRefusal({ type: 'giftcard' }, 'balance')).toBeNull();
  });

  it('tells a payer the attempts left after a wrong PIN; the balance check shows no count', () => {
    const wrong = { valid: false as const, attemptsRemaining: 4 };
    expect(giftCardRefusal({ type: 'giftcard', pin: wrong })).toEqual({
      reason: 'wrong-pin',
      field: 'pin',
      message: 'Incorrect PIN (4 attempts left)',
    });
    expect(giftCardRefusal({ type: 'giftcard', pin: { valid: false } })?.message).toBe('Incorrect PIN');
    expect(giftCardRefusal({ type: 'giftcard', pin: wrong }, 'balance')?.message).toBe(
      'That PIN doesn’t match this gift card. Please check it and try again.',
    );
  });

  it('gives a locked card the back end’s words, or its own', () => {
    const locked = { valid: false as const, locked: true, attemptsRemaining: 0 };
    expect(giftCardRefusal({ type: 'giftcard', pin: { ...locked, message: 'Locked for 24 hours' } })).toEqual({
      reason: 'locked',
      field: 'pin',
      message: 'Locked for 24 hours',
    });
    expect(giftCardRefusal({ type: 'giftcard', pin: locked }, 'balance')?.message).toBe('This gift card is locked.');
  });

  it('refuses payment by an expired or spent card, which a balance check shows', () => {
    expect(giftCardRefusal({ type: 'giftcard', pin: paid(5000, true) })).toEqual({
      reason: 'expired',
      field: 'number',
      message: 'This gift card has expired',
    });
    expect(giftCardRefusal({ type: 'giftcard', pin: paid(0) })).toEqual({
      reason: 'empty',
      field: 'number',
      message: 'This gift card has no balance left',
    });
    expect(giftCardRefusal({ type: 'giftcard', pin: paid(0, true) }, 'balance')).toBeNull();
    expect(giftCardRefusal({ type: 'giftcard', pin: paid(1) })).toBeNull();
  });
});
