import { AuthError, CheckoutError, ConcurrentModificationError } from '@bookshop/sdk';
import { describe, expect, it } from 'vitest';
import { RouteRefusal } from '../http/routeRefusal';
import { attemptError, attemptFailure, CHECKOUT_UNAVAILABLE } from './attemptFailure';

/** Through JSON, as another instance reads it. */
const kept = (error: unknown) => attemptError(JSON.parse(JSON.stringify(attemptFailure(error))));

describe('attemptFailure and attemptError', () => {
  it("keep checkout's own failure: its code, message, sold-out skus and the card's refusal", () => {
    const soldOut = kept(new CheckoutError('Sold out', 'sold-out', { skus: ['SKU-1', 'SKU-2'] }));
    expect(soldOut).toBeInstanceOf(CheckoutError);
    expect(soldOut).toMatchObject({ message: 'Sold out', code: 'sold-out', skus: ['SKU-1', 'SKU-2'] });
    const declined = kept(new CheckoutError('Declined', 'declined', { refusalReason: 'Refused' }));
    expect(declined).toMatchObject({ code: 'declined', details: { refusalReason: 'Refused' }, skus: [] });
  });

  it("keep a refusal's status, message, field and code", () => {
    const refusal = kept(new RouteRefusal('Please enter your email address', 400, { field: 'email' }));
    expect(refusal).toBeInstanceOf(RouteRefusal);
    expect(refusal).toMatchObject({ status: 400, body: { error: 'Please enter your email address', field: 'email' } });
    expect(kept(new RouteRefusal('Gone', 409, { code: 'interrupted' }))).toMatchObject({
      status: 409,
      body: { error: 'Gone', code: 'interrupted' },
    });
  });

  it("answer another tab's write as the basket changed, and anything else as checkout unavailable", () => {
    expect(kept(new ConcurrentModificationError('conflict', 3))).toMatchObject({
      status: 409,
      body: { error: 'Your basket changed in another window, please try again' },
    });
    for (const error of [new Error('socket hang up'), new AuthError('expired'), 'not even an error']) {
      expect(kept(error)).toMatchObject({ status: 502, body: { error: CHECKOUT_UNAVAILABLE } });
    }
  });
});
