import { describe, expect, it, vi } from 'vitest';
import type { RouteAnswer } from '../http/routeAnswer';
import type { PlacedOrder, PlaceOrderRequest } from './checkoutTypes';
import { ATTEMPT_POLLS, processAttempt } from './processAttempt';

const ORDER: PlacedOrder = { orderNumber: 'KO100001', email: 'jo@example.com', totalCents: 2599, currency: 'AUD' };
const REQUEST: PlaceOrderRequest = { attempt: 'a1', giftCards: [], card: { kind: 'saved', cardId: 'c1' } };
const placed = (status = 201): RouteAnswer<PlacedOrder> => ({ ok: true, status, value: ORDER });
const refused = (status: number, error = 'No'): RouteAnswer<PlacedOrder> => ({ ok: false, status, error });

const deps = (post: RouteAnswer<PlacedOrder>, polls: RouteAnswer<PlacedOrder>[] = []) => ({
  place: vi.fn(async () => post),
  outcome: vi.fn(async () => polls.shift() ?? refused(404)),
  wait: vi.fn(async () => {}),
});

describe('processAttempt', () => {
  it('posts the request once and reports the order', async () => {
    const d = deps(placed());
    expect(await processAttempt('a1', REQUEST, d)).toEqual({ kind: 'placed', order: ORDER });
    expect(d.place).toHaveBeenCalledTimes(1);
    expect(d.outcome).not.toHaveBeenCalled();
  });

  it('reads a refused card (402) and a sold-out basket (409) with their messages', async () => {
    expect(await processAttempt('a1', REQUEST, deps(refused(402, 'Card declined')))).toEqual({
      kind: 'declined',
      message: 'Card declined',
    });
    expect(await processAttempt('a1', REQUEST, deps(refused(409, 'Sold out')))).toEqual({
      kind: 'soldOut',
      message: 'Sold out',
    });
  });

  it('calls anything else a failure, without asking again', async () => {
    const d = deps(refused(502));
    expect(await processAttempt('a1', REQUEST, d)).toEqual({ kind: 'failed' });
    expect(d.outcome).not.toHaveBeenCalled();
  });

  it('after a reload asks about the attempt instead of posting, again while it runs', async () => {
    const d = deps(placed(), [placed(202), placed(202), placed(200)]);
    expect(await processAttempt('a1', undefined, d)).toEqual({ kind: 'placed', order: ORDER });
    expect(d.place).not.toHaveBeenCalled();
    expect(d.outcome).toHaveBeenCalledTimes(3);
    expect(d.wait).toHaveBeenCalledTimes(2);
  });

  it('reads the attempt when the post lost its answer, and an unknown attempt is a failure', async () => {
    const lost = deps(refused(0), [placed(200)]);
    expect(await processAttempt('a1', REQUEST, lost)).toEqual({ kind: 'placed', order: ORDER });
    expect(await processAttempt('a1', undefined, deps(placed(), [refused(404)]))).toEqual({ kind: 'failed' });
  });

  it('sends the shopper back to the basket when a running attempt turns out interrupted (409)', async () => {
    const interrupted = refused(409, 'We could not finish placing your order.');
    const d = deps(placed(), [placed(202), placed(202), interrupted]);
    expect(await processAttempt('a1', undefined, d)).toEqual({
      kind: 'soldOut',
      message: 'We could not finish placing your order.',
    });
    expect(d.outcome).toHaveBeenCalledTimes(3);
  });

  it('gives up on an attempt that never finishes', async () => {
    const d = deps(
      placed(),
      Array.from({ length: ATTEMPT_POLLS + 5 }, () => placed(202)),
    );
    expect(await processAttempt('a1', undefined, d)).toEqual({ kind: 'failed' });
    expect(d.outcome).toHaveBeenCalledTimes(ATTEMPT_POLLS);
  });
});
