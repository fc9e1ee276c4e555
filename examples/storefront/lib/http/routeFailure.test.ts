import {
  AuthError,
  CheckoutError,
  ConcurrentModificationError,
  GraphQLResponseError,
  HttpError,
  SignInPausedError,
  ValidationError,
} from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';
import { refusedByCommerce, routeFailure } from './routeFailure';
import { RouteRefusal } from './routeRefusal';

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });
const phone = { what: 'Your phone', signedIn: true };

describe('routeFailure', () => {
  it('answers a refusal as it says, a session that ended 401 and a conflict that outlasted the retries 409', async () => {
    expect(await answer(routeFailure(new RouteRefusal('Not yours', 404), phone))).toEqual({
      status: 404,
      body: { error: 'Not yours' },
    });
    expect(await answer(routeFailure(new AuthError('expired'), phone))).toEqual({
      status: 401,
      body: { error: 'Please sign in to your account' },
    });
    expect(await answer(routeFailure(new ConcurrentModificationError('conflict', 7), phone))).toEqual({
      status: 409,
      body: { error: 'Your phone changed in another window, please try again' },
    });
  });

  it('answers 400 with the service’s message for a refusal of the shopper’s input, 404 for a missing thing', async () => {
    const response = routeFailure(new ValidationError('Phone number is invalid', []), phone);
    expect(await answer(response)).toEqual({ status: 400, body: { error: 'Phone number is invalid' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await answer(routeFailure(new HttpError('Bad value', 422, 'InvalidInput', null), phone))).status).toBe(400);
    expect(await answer(routeFailure(new HttpError('Gone', 404, 'ResourceNotFound', null), phone))).toEqual({
      status: 404,
      body: { error: 'Gone' },
    });
    expect(
      await answer(routeFailure(new HttpError('Gone', 404, 'ResourceNotFound', null), { ...phone, missing: 'Moved' })),
    ).toEqual({ status: 409, body: { error: 'Moved' } });
  });

  it('answers 502 for an outage, never a 500, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const error of [
      new HttpError('Down', 503, undefined, null),
      new HttpError('Who?', 401, undefined, null),
      new GraphQLResponseError('Boom', 'General', []),
      new Error('socket hang up'),
    ]) {
      expect(await answer(routeFailure(error, phone))).toEqual({
        status: 502,
        body: { error: 'Your phone is unavailable, please try again later' },
      });
    }
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });

  it('answers a checkout the shopper can act on by its code, with the sold-out skus', async () => {
    const checkout = { what: 'Checkout' };
    expect(await answer(routeFailure(new CheckoutError('Declined', 'declined'), checkout))).toEqual({
      status: 402,
      body: { error: 'Declined', code: 'declined', skus: [] },
    });
    const soldOut = new CheckoutError('Sold out', 'sold-out', { skus: ['9780060652920'] });
    expect(await answer(routeFailure(soldOut, checkout))).toEqual({
      status: 409,
      body: { error: 'Sold out', code: 'sold-out', skus: ['9780060652920'] },
    });
    expect((await answer(routeFailure(new CheckoutError('No card', 'incomplete'), checkout))).status).toBe(400);
    expect((await answer(routeFailure(new CheckoutError('Changed', 'cart-changed'), checkout))).status).toBe(409);
  });

  it("words a service's 404, its 400 and an outage as the route says, keeping their statuses", async () => {
    const stores = {
      what: 'Stores',
      notFound: (said: string) => (/product/i.test(said) ? 'No such product' : 'No such place'),
      invalid: 'Please enter a postcode or suburb',
      unavailable: { error: 'Stores are unavailable, please try again later' },
    };
    expect(await answer(routeFailure(new HttpError('Unknown product X', 404, undefined, null), stores))).toEqual({
      status: 404,
      body: { error: 'No such product' },
    });
    expect(await answer(routeFailure(new HttpError('Unknown postcode 0001', 404, undefined, null), stores))).toEqual({
      status: 404,
      body: { error: 'No such place' },
    });
    expect(await answer(routeFailure(new HttpError('postcode is required', 400, undefined, null), stores))).toEqual({
      status: 400,
      body: { error: 'Please enter a postcode or suburb' },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await answer(routeFailure(new HttpError('Down', 503, undefined, null), stores))).toEqual({
      status: 502,
      body: { error: 'Stores are unavailable, please try again later' },
    });
    log.mockRestore();
  });

  it('answers an AuthError on a route that signs in as that sign-in refused, or paused with its wait', async () => {
    const signIn = { what: 'Sign-in', signsIn: true };
    expect(await answer(routeFailure(new AuthError('Incorrect email or password'), signIn))).toEqual({
      status: 401,
      body: { error: 'Incorrect email or password', code: 'refused' },
    });
    const paused = routeFailure(new SignInPausedError('Incorrect email or password', undefined, 125), signIn);
    expect(paused.headers.get('retry-after')).toBe('125');
    expect(await answer(paused)).toEqual({
      status: 429,
      body: { error: 'Incorrect email or password', code: 'paused', pausedMinutes: 3 },
    });
  });

  it('answers all but its own refusals as an outage where the SDK answers the shopper’s refusals itself', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const help = {
      what: 'Password reset',
      refusalsAnswered: true,
      unavailable: { error: 'Try later', code: 'unavailable' },
    };
    for (const error of [
      new HttpError('Too many requests', 429, undefined, null),
      new ValidationError('The back end answered in an unexpected shape', []),
      new AuthError('A signed-in customer is required'),
    ]) {
      expect(await answer(routeFailure(error, help)), error.message).toEqual({
        status: 502,
        body: { error: 'Try later', code: 'unavailable' },
      });
    }
    expect(await answer(routeFailure(new RouteRefusal('Please enter a valid email.', 400), help))).toEqual({
      status: 400,
      body: { error: 'Please enter a valid email.' },
    });
    log.mockRestore();
  });

  it('tells commerce refusing a write as asked from commerce failing', () => {
    expect(refusedByCommerce(new GraphQLResponseError('No such line', 'InvalidOperation', []))).toBe(true);
    expect(refusedByCommerce(new GraphQLResponseError('Gone', 'ResourceNotFound', []))).toBe(true);
    expect(refusedByCommerce(new GraphQLResponseError('Boom', 'General', []))).toBe(false);
    expect(refusedByCommerce(new GraphQLResponseError('Boom', undefined, []))).toBe(false);
    expect(refusedByCommerce(new HttpError('Bad value', 400, 'InvalidInput', null))).toBe(false);
  });
});
