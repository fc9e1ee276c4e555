import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { createBookshop } from '../createBookshop';
import { HttpError } from '../errors';
import { addressBook } from '../rules/addressBook';
import { planWishlistToggle } from '../rules/planWishlistToggle';
import { formatMoney } from '../rules/priceDisplay';

// The commercetools API reference's recorded example bodies (test/fixtures/commercetools/README.md) that the
// catalogue and commercetools tests beside this one do not already parse. The SDK reads categories over REST, and
// customer, cart and shopping lists over GraphQL, whose selections answer the same JSON for the parts the site
// reads (Money, line item quantities and prices, paged lists): each file goes through the client that reads it.
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/commercetools/${name}`, import.meta.url), 'utf8'));

const API = 'https://api.example.test';
const AUTH = 'https://auth.example.test';
let tokens = 0;
let restAnswers: (() => Response)[] = [];
let graphqlAnswers: unknown[] = [];
const sent: unknown[] = [];
const server = setupServer(
  http.post(`${AUTH}/oauth/bookshop/anonymous/token`, () => {
    tokens++;
    return HttpResponse.json({ access_token: `anon-${tokens}`, expires_in: 3600, scope: 'x', token_type: 'Bearer' });
  }),
  http.get(`${API}/bookshop/categories`, () => restAnswers.shift()?.() ?? HttpResponse.json({}, { status: 500 })),
  http.post(`${API}/bookshop/graphql`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: graphqlAnswers.shift() });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  tokens = 0;
  restAnswers = [];
  graphqlAnswers = [];
  sent.length = 0;
});
afterAll(() => server.close());

const bookshop = (extra = {}) =>
  createBookshop({
    commercetools: { apiUrl: API, authUrl: AUTH, projectKey: 'bookshop', clientId: 'web', clientSecret: 's3cret' },
    locale: 'en',
    retries: 0,
    ...extra,
  });
const page = (results: unknown[]) => ({ limit: 20, offset: 0, count: results.length, total: results.length, results });

describe('REST error bodies keep the server codes', () => {
  it('error.example.json: a 409 ConcurrentModification', async () => {
    restAnswers = [() => HttpResponse.json(fixture('error.example.json'), { status: 409 })];
    const error = await bookshop()
      .catalog.childCategories('123456')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, code: 'ConcurrentModification', body: { statusCode: 409 } });
  });

  it('AuthErrorResponse.json: a refused token is renewed once, and a second refusal keeps invalid_token', async () => {
    const refused = () => HttpResponse.json(fixture('AuthErrorResponse.json'), { status: 401 });
    restAnswers = [refused, () => HttpResponse.json(page([]))];
    expect(await bookshop().catalog.childCategories('123456')).toEqual([]);
    expect(tokens).toBe(2);
    restAnswers = [refused, refused];
    const error = await bookshop()
      .catalog.childCategories('123456')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
  });
});

describe('category.example.json through the REST category client', () => {
  it('reads the name, slug and order hint in the locale, and the unexpanded parent as an id', async () => {
    restAnswers = [() => HttpResponse.json({ ...page([fixture('category.example.json')]), limit: 1 })];
    const category = await bookshop().catalog.categoryBySlug('hats');
    expect(category).toMatchObject({ name: 'Hats', slug: 'hats', parentId: '123456' });
    expect(category?.orderHint).toBe(fixture('category.example.json').orderHint);
    expect(category?.parent).toBeUndefined();
  });
});

/** A customer's valid token, as after signing in. */
const signedInStore = () =>
  memoryTokenStore({ accessToken: 'c', expiresAt: Date.now() + 3_600_000, scope: 'customer_id:x', customerId: 'x' });

describe('recorded carts, customers and shopping lists through the GraphQL resources', () => {
  it('carts.example.json / cart.example.json: line quantities and Money reach the price rules intact', async () => {
    const [recorded] = fixture('carts.example.json').results;
    graphqlAnswers = [{ me: { activeCart: recorded } }, { me: { activeCart: fixture('cart.example.json') } }];
    const cart = await bookshop().cart.active();
    const line = cart?.lineItems[0];
    expect(line?.quantity).toBe(2);
    const unit = line?.price.value;
    expect(formatMoney(unit?.centAmount ?? -1, unit?.currencyCode)).toBe(formatMoney(2800, 'EUR'));
    expect(formatMoney(2800, 'EUR')).toContain('28.00');
    expect(cart?.totalPrice).toMatchObject({ centAmount: 5600, currencyCode: 'EUR', fractionDigits: 2 });
    const empty = await bookshop().cart.active();
    expect(empty?.lineItems).toEqual([]);
    expect(formatMoney(empty?.totalPrice.centAmount ?? -1, empty?.totalPrice.currencyCode)).toMatch(/0\.00/);
    // graphql-query.example.json: the request envelope the SDK sends has the recorded keys and types.
    const envelope = fixture('graphql-query.example.json');
    for (const [key, value] of Object.entries(sent[0] as Record<string, unknown>)) {
      expect(typeof envelope[key], key).toBe(typeof value);
    }
  });

  it('customer.example.json / customer-sign-in-result / customers: the signed-in customer and the address rules', async () => {
    const tokenStore = signedInStore();
    for (const customer of [
      fixture('customer.example.json'),
      fixture('customer-sign-in-result.example.json').customer,
      fixture('customers.example.json').results[0],
    ]) {
      graphqlAnswers = [{ me: { customer } }];
      const me = await bookshop({ tokenStore }).customer.me();
      expect(me).toMatchObject({ id: customer.id, version: customer.version, email: customer.email });
      const book = addressBook(me as Parameters<typeof addressBook>[0]);
      expect(book.handles.size).toBe(customer.addresses.length);
      expect(book.defaults).toEqual({ shipping: null, billing: null });
    }
  });

  it('shopping-lists / shopping-list / my-shopping-list: the paged list and the wishlist toggle', async () => {
    const recordedPage = fixture('shopping-lists.example.json');
    graphqlAnswers = [{ me: { shoppingLists: recordedPage } }];
    // Wishlists are a signed-in customer's.
    const lists = await bookshop({ tokenStore: signedInStore() }).wishlists.list();
    expect(lists).toMatchObject({ total: recordedPage.total, offset: 0, count: recordedPage.count });
    expect(lists.results[0]?.id).toBe(recordedPage.results[0].id);
    const withItem = fixture('shopping-list.example.json');
    const [item] = withItem.lineItems;
    expect(planWishlistToggle(withItem, { productId: item.productId, variantId: item.variantId }).action).toBe(
      'remove',
    );
    expect(planWishlistToggle(fixture('my-shopping-list.example.json'), { productId: item.productId }).action).toBe(
      'add',
    );
  });
});
