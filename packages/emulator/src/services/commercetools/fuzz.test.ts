import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { commercetoolsTestClient } from './testClient';

// fast-check over the query strings and bodies of the commercetools, back-end and Yotpo routes: whatever a client
// sends, the answer is never a 5xx (nor a GraphQL 'General' error, which is how a resolver defect shows).
let emulator: RunningEmulator;
let customerToken: string;
const BASIC = `Basic ${Buffer.from('bookshop-storefront:emulator-secret').toString('base64')}`;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  customerToken = await commercetoolsTestClient(emulator.url).passwordToken('grace@example.com', 'Psalm23!grace');
});
afterAll(() => emulator?.stop());

const RUNS = { numRuns: 40 };
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    // PostgreSQL refuses NUL in text: a client mistake (InvalidInput), never a 'General' error.
    'a\u0000b',
    '"',
    '\\',
    '%',
    '%E0%A4%A',
    'null',
    '-1',
    '1e309',
    'grace@example.com',
    '10000001',
    'web_bibles',
  ),
);
const json = fc.jsonValue({ maxDepth: 3 });

async function send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${emulator.url}${path}`, { method, headers, body });
  const answer = await response.text();
  // A resolver defect answers 200 with the code 'General'; that counts as a server error too.
  return answer.includes('"code":"General"') ? 500 : response.status;
}
const expectNo5xx = (status: number, what: string) => expect(status, what).toBeLessThan(500);

describe('no 5xx for any input', () => {
  it('OAuth endpoints: form bodies and query strings', async () => {
    const paths = [
      '/commercetools/oauth/token',
      '/commercetools/oauth/bookshop/anonymous/token',
      '/commercetools/oauth/bookshop/customers/token',
      '/commercetools/oauth/other/customers/token',
    ];
    const fields = fc.dictionary(
      fc.constantFrom('grant_type', 'scope', 'username', 'password', 'refresh_token', 'anonymous_id', 'x'),
      text,
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fields, fields, fc.boolean(), async (path, query, body, auth) => {
        const status = await send(
          'POST',
          `${path}?${new URLSearchParams(query)}`,
          new URLSearchParams(body).toString(),
          {
            'content-type': 'application/x-www-form-urlencoded',
            ...(auth ? { authorization: BASIC } : {}),
          },
        );
        expectNo5xx(status, `${path} ${JSON.stringify({ query, body })}`);
      }),
      RUNS,
    );
  });

  it('GraphQL: arbitrary bodies, and arbitrary variables for the storefront operations', async () => {
    const documents = [
      'mutation ($version: Long!, $actions: [MyCustomerUpdateAction!]!) { updateMyCustomer(version: $version, actions: $actions) { id version } }',
      'mutation ($draft: MyCartDraft!) { createMyCart(draft: $draft) { id totalPrice { centAmount } } }',
      'mutation ($draft: MyShoppingListDraft!) { createMyShoppingList(draft: $draft) { id } }',
      'mutation ($id: String, $version: Long!, $actions: [MyShoppingListUpdateAction!]!) { updateMyShoppingList(id: $id, version: $version, actions: $actions) { id } }',
      'query ($filters: [SearchFilterInput!], $limit: Int, $offset: Int, $sorts: [String!], $text: String) { productProjectionSearch(filters: $filters, limit: $limit, offset: $offset, sorts: $sorts, text: $text) { total } }',
      'query ($where: String, $sort: [String!], $limit: Int, $offset: Int) { me { shoppingLists(where: $where, sort: $sort, limit: $limit, offset: $offset) { total } } }',
    ];
    const action = fc.dictionary(
      fc.constantFrom(
        'setFirstName',
        'addAddress',
        'changeAddress',
        'removeAddress',
        'setCustomField',
        'setDateOfBirth',
        'changeEmail',
        'setDefaultShippingAddress',
        'addLineItem',
        'changeName',
        'removeLineItem',
      ),
      fc.dictionary(
        fc.constantFrom(
          'firstName',
          'address',
          'addressId',
          'addressKey',
          'name',
          'value',
          'dateOfBirth',
          'email',
          'sku',
          'quantity',
          'lineItemId',
          'country',
        ),
        fc.oneof(text, json),
        { maxKeys: 3 },
      ),
      { maxKeys: 2 },
    );
    const variables = fc.record(
      {
        version: fc.oneof(fc.integer({ min: -2, max: 3 }), text),
        actions: fc.array(action, { maxLength: 3 }),
        draft: fc.oneof(
          json,
          fc.record({
            currency: fc.constantFrom('AUD', 'NZD', 'aud', ''),
            name: json,
            value: json,
            firstName: json,
            lineItems: fc.array(fc.record({ sku: text, quantity: fc.integer() })),
          }),
        ),
        id: text,
        filters: fc.array(
          fc.oneof(
            fc.record({ string: text }),
            fc.record({ model: fc.record({ value: fc.record({ path: text, values: fc.array(text) }) }) }),
          ),
        ),
        limit: fc.integer({ min: -5, max: 1000 }),
        offset: fc.integer({ min: -5, max: 20_000 }),
        sorts: fc.array(text, { maxLength: 2 }),
        sort: fc.array(text, { maxLength: 2 }),
        text,
        where: text,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...documents), variables, async (query, vars) => {
        const status = await send(
          'POST',
          '/commercetools/bookshop/graphql',
          JSON.stringify({ query, variables: vars }),
          {
            authorization: `Bearer ${customerToken}`,
            'content-type': 'application/json',
          },
        );
        expectNo5xx(status, `${query} ${JSON.stringify(vars)}`);
      }),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          json.map((value) => JSON.stringify(value)),
          text,
        ),
        async (body) => {
          const status = await send('POST', '/commercetools/bookshop/graphql', body, {
            authorization: `Bearer ${customerToken}`,
            'content-type': 'application/json',
          });
          expectNo5xx(status, body);
        },
      ),
      RUNS,
    );
  });

  it('categories REST: arbitrary query strings', async () => {
    const params = fc.array(
      fc.tuple(fc.constantFrom('where', 'sort', 'limit', 'offset', 'expand', 'withTotal', 'var.x', 'other'), text),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(params, fc.constantFrom('', '/cat-0000', '/key=ecom', '/%zz'), async (pairs, suffix) => {
        const status = await send(
          'GET',
          `/commercetools/bookshop/categories${suffix}?${new URLSearchParams(pairs)}`,
          undefined,
          {
            authorization: `Bearer ${customerToken}`,
          },
        );
        expectNo5xx(status, `${suffix} ${JSON.stringify(pairs)}`);
      }),
      RUNS,
    );
  });

  it('product projections REST: arbitrary query strings', async () => {
    const params = fc.array(
      fc.tuple(
        fc.constantFrom(
          'text.en-AU',
          'filter',
          'filter.query',
          'sort',
          'limit',
          'offset',
          'withTotal',
          'where',
          'facet',
        ),
        text,
      ),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(params, fc.constantFrom('', '/search', '/nope', '/key=x', '/%zz'), async (pairs, suffix) => {
        const status = await send(
          'GET',
          `/commercetools/bookshop/product-projections${suffix}?${new URLSearchParams(pairs)}`,
          undefined,
          { authorization: `Bearer ${customerToken}` },
        );
        expectNo5xx(status, `${suffix} ${JSON.stringify(pairs)}`);
      }),
      RUNS,
    );
  });

  it('me/carts and me/shopping-lists REST: arbitrary bodies and update actions', async () => {
    const action = fc.record({
      action: fc.constantFrom(
        'addLineItem',
        'changeLineItemQuantity',
        'removeLineItem',
        'setShippingAddress',
        'changeName',
        'setCustomField',
        'setFirstName',
        'nope',
      ),
      name: json,
      value: json,
      firstName: json,
      sku: text,
      quantity: json,
      lineItemId: text,
      address: json,
    });
    const version = fc.oneof(json, fc.constantFrom(1, 2));
    const body = fc.oneof(json, fc.record({ version, actions: fc.oneof(json, fc.array(action, { maxLength: 3 })) }));
    const created = await fetch(`${emulator.url}/commercetools/bookshop/me/carts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'AUD' }),
    });
    const { id } = (await created.json()) as { id: string };
    const paths = fc.constantFrom(
      '/me/carts',
      `/me/carts/${id}`,
      '/me/carts/nope',
      '/me/active-cart',
      '/me/shopping-lists',
      '/me/shopping-lists/nope',
      '/me',
    );
    await fc.assert(
      fc.asyncProperty(body, paths, async (payload, path) => {
        const method = path === '/me/active-cart' ? 'GET' : 'POST';
        const status = await send(
          method,
          `/commercetools/bookshop${path}`,
          method === 'POST' ? JSON.stringify(payload) : undefined,
          {
            authorization: `Bearer ${customerToken}`,
            'content-type': 'application/json',
          },
        );
        expectNo5xx(status, `${path} ${JSON.stringify(payload)}`);
      }),
      RUNS,
    );
  });

  it('back-end and Yotpo routes: arbitrary bodies and query strings', async () => {
    const posts = [
      'auth/customers/token',
      'auth/customers/sign-up',
      'auth/customers/magic-request',
      'auth/customers/magic-push',
      'auth/customers/magic-poll',
      'auth/customers/magic-redeem-current',
      'auth/customers/magic-redeem-initial',
      'auth/customers/magic-validate-token',
      'auth/customers/password-reset-token',
      'auth/customers/password-reset-flow',
      'auth/verifyUser',
      'wishlist/generate-link',
      'wishlist/push-link',
    ].map((path) => `/backend/${path}`);
    const body = fc.oneof(
      json,
      fc.dictionary(
        fc.constantFrom(
          'username',
          'password',
          'email',
          'anonymousCartId',
          'pollId',
          'token',
          'shoppingListId',
          'firstName',
          'lastName',
          'id',
          'customer',
        ),
        fc.oneof(text, json),
        { maxKeys: 5 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts, '/yotpo/customers'),
        body,
        fc.boolean(),
        async (path, value, signedIn) => {
          const status = await send('POST', path, JSON.stringify(value), {
            'content-type': 'application/json',
            ...(signedIn ? { authorization: `Bearer ${customerToken}` } : {}),
          });
          expectNo5xx(status, `${path} ${JSON.stringify(value)}`);
        },
      ),
      RUNS,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/backend/wishlist', '/backend/dev/mailbox'),
        fc.dictionary(fc.constantFrom('token', 'email', 'x'), text),
        async (path, query) => {
          expectNo5xx(await send('GET', `${path}?${new URLSearchParams(query)}`), `${path} ${JSON.stringify(query)}`);
        },
      ),
      RUNS,
    );
  });
});
