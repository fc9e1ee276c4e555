import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient, type Json } from '../testClient';

let emulator: RunningEmulator;
let anonymous: string;
let client: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 60 });
  const ct = commercetoolsTestClient(emulator.url);
  [anonymous, client] = await Promise.all([ct.anonymousToken(), ct.clientToken()]);
});
afterAll(() => emulator?.stop());

async function call(method: string, path: string, body?: unknown, token = anonymous) {
  const response = await fetch(`${emulator.url}/commercetools/bookshop${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
}
const code = (answer: { body: Json }) => answer.body.errors?.[0]?.code;

describe('REST me/orders, me/carts, me/login, me/signup and product-projection queries: bad input', () => {
  it.each([
    ['POST', '/me/orders', 'not json'],
    ['POST', '/me/orders', []],
    ['POST', '/me/orders', { id: 'x' }],
    ['POST', '/me/orders', { id: 7, version: 1 }],
    ['POST', '/me/orders', { id: 'x', version: 0 }],
    ['GET', '/me/orders?limit=501', undefined],
    ['GET', '/me/orders?where=orderState%20%3D', undefined],
    ['GET', '/me/orders?sort=createdAt%20sideways', undefined],
    ['GET', '/me/carts?offset=-1', undefined],
    ['GET', '/me/carts?where=key%20%3D%20%3Amissing', undefined],
    ['DELETE', '/me/carts/x', undefined],
    ['DELETE', '/me/carts/x?version=first', undefined],
    ['POST', '/me/login', { email: 'grace@example.com' }],
    ['POST', '/me/login', { email: 'grace@example.com', password: 'x', activeCartSignInMode: 'Sideways' }],
    ['POST', '/me/signup', { email: 'not an email', password: 'x' }],
    ['POST', '/me/signup', { email: 'new@example.com' }],
    ['POST', '/me/signup', { email: 'new@example.com', password: 'x', dateOfBirth: '1990-13-45' }],
    ['POST', '/me/signup', { email: 'new@example.com', password: 'x', addresses: [{ country: 'Australia' }] }],
    ['POST', '/me/signup', { email: 'new@example.com', password: 'x', defaultShippingAddress: 0 }],
    ['GET', '/product-projections?where=masterVariant(attributes(name%20%3D%20%22x%22))', undefined],
    ['GET', '/product-projections?where=key%20%3D%205', undefined],
    ['GET', '/product-projections?sort=price%20sideways', undefined],
    ['GET', '/product-projections/suggest?limit=3', undefined],
    ['GET', '/product-projections/suggest?searchKeywords.en-AU=bi&fuzzy=maybe', undefined],
  ])('%s %s %j is a 400 InvalidInput', async (method, path, body) => {
    const answer = await call(method, path, body);
    expect([answer.status, code(answer)]).toEqual([400, 'InvalidInput']);
    expect(answer.body).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('unknown resources are 404 ResourceNotFound; fields the emulated customer lacks are NotImplemented', async () => {
    for (const [method, path, body] of [
      ['GET', '/me/orders/nope'],
      ['DELETE', '/me/carts/nope?version=1'],
      ['POST', '/me/orders', { id: 'nope', version: 1 }],
    ] as const) {
      const answer = await call(method, path, body);
      expect([answer.status, code(answer)]).toEqual([404, 'ResourceNotFound']);
    }
    const vat = await call('POST', '/me/signup', { email: 'vat@example.com', password: 'x!', vatId: 'AU1' });
    expect([vat.status, code(vat)]).toEqual([400, 'NotImplemented']);
  });

  it('a client-credentials token has no shopper: its me/orders and me/carts are 403', async () => {
    for (const path of ['/me/orders', '/me/carts']) {
      const answer = await call('GET', path, undefined, client);
      expect([answer.status, code(answer)]).toEqual([403, 'insufficient_scope']);
    }
  });

  it('GraphQL me.carts and me.orders page the same carts and orders REST lists', async () => {
    const ct = commercetoolsTestClient(emulator.url);
    const token = await ct.anonymousToken();
    const { body: page } = await call(
      'GET',
      '/product-projections?limit=1&where=masterVariant(availability(isOnStock%20%3D%20true))',
    );
    expect(code({ body: page })).toBe('InvalidInput');
    const { body: products } = await call('GET', '/product-projections?limit=20');
    const sku = products.results.find((product: Json) => product.masterVariant.availability?.isOnStock)?.masterVariant
      .sku;
    const cart = await call('POST', '/me/carts', { currency: 'AUD', lineItems: [{ sku }] }, token);
    const order = await call('POST', '/me/orders', { id: cart.body.id, version: cart.body.version }, token);
    expect(order.status).toBe(201);
    const graphql = await ct.graphql(
      token,
      '{ me { carts(limit: 5) { total exists results { id cartState } } orders(where: "orderState = \\"Open\\"") { total results { id orderNumber } } } }',
    );
    expect(graphql.body.data?.me.carts).toEqual({
      total: 1,
      exists: true,
      results: [{ id: cart.body.id, cartState: 'Ordered' }],
    });
    expect(graphql.body.data?.me.orders).toEqual({
      total: 1,
      results: [{ id: order.body.id, orderNumber: order.body.orderNumber }],
    });
    const rest = await call('GET', '/me/orders?where=orderState%20%3D%20%22Open%22', undefined, token);
    expect(rest.body.results.map((found: Json) => found.id)).toEqual([order.body.id]);
    // The ordered cart may be deleted, as on commercetools; the order keeps its copy.
    const gone = await call('DELETE', `/me/carts/${cart.body.id}?version=${cart.body.version + 1}`, undefined, token);
    expect([gone.status, gone.body.cartState]).toEqual([200, 'Ordered']);
    const still = await call('GET', `/me/orders/${order.body.id}`, undefined, token);
    expect([still.status, still.body.cart]).toEqual([200, { typeId: 'cart', id: cart.body.id }]);
  });

  it('GraphQL customerSignMeUp and customerSignMeIn keep the rules and codes of me/signup and me/login', async () => {
    const ct = commercetoolsTestClient(emulator.url);
    const token = await ct.anonymousToken();
    const email = `graphql-${Date.now()}@example.com`;
    const up = await ct.graphql(
      token,
      'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { email firstName } cart { id } } }',
      { draft: { email, password: 'Psalm23!gql', firstName: 'Tabitha' } },
    );
    expect(up.body.data?.customerSignMeUp).toEqual({ customer: { email, firstName: 'Tabitha' }, cart: null });
    const twice = await ct.graphql(
      token,
      'mutation ($draft: CustomerSignMeUpDraft!) { customerSignMeUp(draft: $draft) { customer { id } } }',
      { draft: { email, password: 'x!' } },
    );
    expect(twice.body.errors?.[0]?.extensions).toMatchObject({ code: 'DuplicateField', field: 'email' });
    const unsupported = await ct.graphql(
      token,
      'mutation { customerSignMeUp(draft: { email: "k@example.com", password: "x!", key: "k1" }) { customer { id } } }',
    );
    expect(unsupported.body.errors?.[0]?.extensions?.code).toBe('NotImplemented');
    const wrong = await ct.graphql(
      token,
      `mutation { customerSignMeIn(draft: { email: "${email}", password: "nope" }) { customer { id } } }`,
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('InvalidCredentials');
    const signedIn = await ct.graphql(
      token,
      `mutation { customerSignMeIn(draft: { email: "${email}", password: "Psalm23!gql" }) { customer { email } } }`,
    );
    expect(signedIn.body.data?.customerSignMeIn.customer.email).toBe(email);
  });
});
