import { createBookshop, memoryTokenStore } from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real SDK over a fetch that answers commerce's GraphQL: what is counted is what commerce is asked, whatever the
// SDK does on the way (a write without the basket in hand reads it first).
const API = 'https://api.example.test';
const sent: { operation: string; variables: Record<string, unknown> }[] = [];
let answer: (operation: string, variables: Record<string, unknown>) => Response;
const commerce: typeof fetch = async (_url, init) => {
  const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
  const operation = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
  sent.push({ operation, variables });
  return answer(operation, variables);
};
const shopper = createBookshop({
  commercetools: {
    apiUrl: API,
    authUrl: 'https://auth.example.test',
    projectKey: 'bookshop',
    clientId: 'web',
    clientSecret: 's',
  },
  retries: 0,
  fetch: commerce,
  tokenStore: memoryTokenStore({ accessToken: 't', expiresAt: Date.now() + 3_600_000, scope: 'anonymous_id:a1' }),
});

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => ({ has: () => true, get: () => undefined }) }));
vi.mock('./content', () => ({ contentSettings: async () => ({ shipping_notices: [] }) }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn(), bookshopWith: vi.fn(), shopperBookshop: async () => shopper }));
const { applyDiscount, removeDiscount } = await import('./basket');

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const cart = (version: number, codes: { id: string; state: string }[]) => ({
  id: 'c1',
  version,
  totalLineItemQuantity: 0,
  totalPrice: money(0),
  lineItems: [],
  discountCodes: codes.map(({ id, state }) => ({ state, discountCode: { id, code: id.toUpperCase() } })),
});
const written = (version: number, codes: { id: string; state: string }[] = []) =>
  Response.json({ data: { updateMyCart: cart(version, codes) } });
const read = (codes: { id: string; state: string }[]) =>
  Response.json({ data: { me: { activeCart: cart(7, codes) } } });
const operations = () => sent.map((request) => request.operation);
const removal = (id: string) => ({ removeDiscountCode: { discountCode: { typeId: 'discount-code', id } } });

const EXCLUSIVE = { id: 'dc-exclusive', state: 'MatchesCart' };
const STOPPED = { id: 'dc-welcome10', state: 'ApplicationStoppedByPreviousDiscount' };

describe('the commerce calls a discount code costs', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('applies a code to the cart the page holds, or takes one off it with those that do not apply, in one call', async () => {
    answer = () => written(5, [EXCLUSIVE]);
    await expect(applyDiscount('DC-EXCLUSIVE', { id: 'c1', version: 4, unappliedCodeIds: [] })).resolves.toMatchObject({
      applied: true,
    });
    expect(operations()).toEqual(['UpdateMyCart']);

    sent.length = 0;
    answer = (_operation, variables) => written((variables.version as number) + 1);
    const basket = await removeDiscount('dc-exclusive', { id: 'c1', version: 5, unappliedCodeIds: ['dc-welcome10'] });
    expect(operations()).toEqual(['UpdateMyCart']);
    expect(sent[0]?.variables).toMatchObject({
      id: 'c1',
      version: 5,
      actions: [removal('dc-exclusive'), removal('dc-welcome10')],
    });
    expect(basket.cart).toMatchObject({ id: 'c1', version: 6 });
  });

  it('reads the basket first only without one in hand, or when the code the page holds is gone', async () => {
    answer = (operation) => (operation === 'MyActiveCart' ? read([EXCLUSIVE, STOPPED]) : written(8));
    await removeDiscount('dc-exclusive');
    expect(operations()).toEqual(['MyActiveCart', 'UpdateMyCart']);
    expect(sent[1]?.variables).toMatchObject({
      version: 7,
      actions: [removal('dc-exclusive'), removal('dc-welcome10')],
    });

    sent.length = 0;
    const refused = {
      message: "The cart does not contain the discount code 'dc-exclusive'.",
      extensions: { code: 'InvalidOperation' },
    };
    answer = (operation) =>
      operation === 'MyActiveCart' ? read([]) : Response.json({ data: null, errors: [refused] }, { status: 400 });
    await expect(removeDiscount('dc-exclusive', { id: 'c1', version: 4, unappliedCodeIds: [] })).resolves.toMatchObject(
      { discountCodes: [] },
    );
    expect(operations()).toEqual(['UpdateMyCart', 'MyActiveCart']);
  });
});
