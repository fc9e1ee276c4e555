import { describe, expect, it } from 'vitest';
import { leaveCheckoutNotice, rememberAttempt, takeAttempt, takeCheckoutNotice } from './pendingAttempts';

describe('pendingAttempts', () => {
  it('hands an attempt’s request over once, and only its own', () => {
    rememberAttempt({ attempt: 'a1', giftCards: [], card: { kind: 'saved', cardId: 'c1' } });
    expect(takeAttempt('a2')).toBeUndefined();
    expect(takeAttempt('a1')).toEqual({ attempt: 'a1', giftCards: [], card: { kind: 'saved', cardId: 'c1' } });
    expect(takeAttempt('a1')).toBeUndefined();
  });

  it('keeps the card’s refusal for checkout to read once', () => {
    expect(takeCheckoutNotice()).toBeNull();
    leaveCheckoutNotice('Your card was declined');
    expect(takeCheckoutNotice()).toEqual({ message: 'Your card was declined', field: 'card' });
    expect(takeCheckoutNotice()).toBeNull();
  });
});
