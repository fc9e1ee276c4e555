import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { createBookshop } from '../createBookshop';
import { GraphQLResponseError } from '../errors';

const API = 'https://api.example.test';
const AUTH = 'https://auth.example.test';
const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const cart = (version: number, codes: { code: string; state: string }[] = []) => ({
  id: 'cart-1',
  version,
  totalLineItemQuantity: 1,
  totalPrice: money(2000),
  lineItems: [],
  discountCodes: codes.map(({ code, state }) => ({ state, discountCode: { id: `dc-${code}`, code } })),
});
const conflict = (currentVersion: number) => ({
  message: `Object cart-1 has a different version than expected. Actual: ${currentVersion}.`,
  extensions: { code: 'ConcurrentModification', currentVersion },
});

// Each GraphQL request: the operation it names and its variables; `answer` gives the reply.
const sent: { operation: string; variables: Record<string, unknown> }[] = [];
let answer: (operation: string, variables: Record<string, unknown>) => Response;
const server = setupServer(
  http.post(`${API}/bookshop/graphql`, async ({ request }) => {
    const body = (await request.json()) as { query: string; variables: Record<string, unknown> };
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    sent.push({ operation, variables: body.variables });
    return answer(operation, body.variables);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

const shopper = () =>
  createBookshop({
    commercetools: { apiUrl: API, authUrl: AUTH, projectKey: 'bookshop', clientId: 'web', clientSecret: 's3cret' },
    retries: 0,
    tokenStore: memoryTokenStore({ accessToken: 't', expiresAt: Date.now() + 3_600_000, scope: 'anonymous_id:a1' }),
  });
const operations = () => sent.map((request) => request.operation);

describe('cart writes with the basket in hand', () => {
  it('sends one write and no read when the caller gives its basket', async () => {
    answer = (_operation, variables) =>
      HttpResponse.json({ data: { updateMyCart: cart((variables.version as number) + 1) } });
    const updated = await shopper().cart.setQuantity('line-1', 2, { cart: { id: 'cart-1', version: 4 } });
    expect(updated.version).toBe(5);
    expect(operations()).toEqual(['UpdateMyCart']);
    expect(sent[0]?.variables).toMatchObject({ id: 'cart-1', version: 4 });
  });

  it("lands a write from a stale version after one retry with commerce's version, with no read", async () => {
    answer = (_operation, variables) =>
      variables.version === 7
        ? HttpResponse.json({ data: { updateMyCart: cart(8) } })
        : HttpResponse.json({ data: null, errors: [conflict(7)] }, { status: 409 });
    const updated = await shopper().cart.setShippingMethod('standard', { cart: { id: 'cart-1', version: 3 } });
    expect(updated.version).toBe(8);
    expect(operations()).toEqual(['UpdateMyCart', 'UpdateMyCart']);
    expect(sent.map((request) => request.variables.version)).toEqual([3, 7]);
  });

  it('reads the basket first without one, as before', async () => {
    answer = (operation) =>
      operation === 'UpdateMyCart'
        ? HttpResponse.json({ data: { updateMyCart: cart(3) } })
        : HttpResponse.json({ data: { me: { activeCart: cart(2) } } });
    await shopper().cart.setCustomerEmail('jo@example.com');
    expect(operations()).toEqual(['MyActiveCart', 'UpdateMyCart']);
  });

  it("answers a code's outcome and the basket from the one write, without taking a refused code off", async () => {
    answer = () => HttpResponse.json({ data: { updateMyCart: cart(2, [{ code: 'PAUSED5', state: 'NotActive' }]) } });
    const { cart: after, outcome } = await shopper().cart.applyDiscountCode('PAUSED5', {
      cart: { id: 'cart-1', version: 1 },
    });
    expect(outcome).toEqual({
      applied: false,
      code: 'PAUSED5',
      state: 'NotActive',
      message: 'Discount is not active',
      discountCodeId: 'dc-PAUSED5',
    });
    expect(after?.version).toBe(2);
    expect(operations()).toEqual(['UpdateMyCart']);
  });

  it("answers an unknown code as not valid with commerce's error kept, the held basket unchanged", async () => {
    const unknown = {
      message: "The discount code 'NOPE' was not found.",
      extensions: { code: 'DiscountCodeNonApplicable', reason: 'DoesNotExist' },
    };
    answer = () => HttpResponse.json({ data: null, errors: [unknown] });
    const { cart: after, outcome } = await shopper().cart.applyDiscountCode('NOPE', {
      cart: { id: 'cart-1', version: 1 },
    });
    expect(after).toBeNull();
    expect(outcome).toMatchObject({
      applied: false,
      code: 'NOPE',
      state: 'DoesNotExist',
      message: 'Discount not valid',
    });
    expect(outcome.applied ? undefined : outcome.error).toBeInstanceOf(GraphQLResponseError);
    expect(outcome.applied ? undefined : outcome.error?.code).toBe('DiscountCodeNonApplicable');
    expect(operations()).toEqual(['UpdateMyCart']);
  });

  it('takes the codes to withdraw off in the same write, before the code is added', async () => {
    answer = () =>
      HttpResponse.json({ data: { updateMyCart: cart(2, [{ code: 'WELCOME10', state: 'MatchesCart' }]) } });
    const { outcome } = await shopper().cart.applyDiscountCode('WELCOME10', {
      cart: { id: 'cart-1', version: 1 },
      withdraw: ['dc-PAUSED5'],
    });
    expect(outcome.applied).toBe(true);
    expect(operations()).toEqual(['UpdateMyCart']);
    expect(sent[0]?.variables.actions).toEqual([
      { removeDiscountCode: { discountCode: { typeId: 'discount-code', id: 'dc-PAUSED5' } } },
      { addDiscountCode: { code: 'WELCOME10' } },
    ]);
  });
});
