import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { shapeDiff } from '../../../testing/shapeDiff';
import { commercetoolsTestClient } from '../testClient';

const FIXTURES = new URL('../../../../../sdk/test/fixtures/commercetools/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
let token: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  ct = commercetoolsTestClient(emulator.url);
  token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
});
afterAll(() => emulator?.stop());

const rest = async (path: string, authorization = `Bearer ${token}`) => {
  const response = await fetch(`${emulator.url}/commercetools/bookshop${path}`, { headers: { authorization } });
  return { status: response.status, body: await response.json() };
};

// Same keys and value types as the recorded real responses of commercetools' API reference (a shape diff).
describe('conformance with recorded commercetools responses', () => {
  it('categories: CategoryPagedQueryResponse', async () => {
    const { status, body } = await rest('/categories?limit=20&where=parent%20is%20defined');
    expect(status).toBe(200);
    expect(
      shapeDiff(fixture('categories.example.json'), body, {
        extraKeys: ['results[].key', 'results[].parent', 'results[].assets'],
        maps: ['name', 'slug'],
      }),
    ).toEqual([]);
  });

  it('category by id: Category with a parent reference', async () => {
    const { body: page } = await rest('/categories?where=key%3D%22web_bibles_niv%22');
    const { body } = await rest(`/categories/${page.results[0].id}`);
    expect(
      shapeDiff(fixture('category.example.json'), body, { extraKeys: ['key', 'assets'], maps: ['name', 'slug'] }),
    ).toEqual([]);
  });

  it('REST errors: ErrorResponse and AuthErrorResponse', async () => {
    const bad = await rest('/categories?limit=900');
    expect(bad.status).toBe(400);
    expect(shapeDiff(fixture('error.example.json'), bad.body)).toEqual([]);
    const unauthorized = await rest('/categories', 'Bearer nope');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body).toEqual(fixture('AuthErrorResponse.json'));
  });

  it('GraphQL: response envelope and the ConcurrentModification error entry', async () => {
    const { body } = await ct.graphql(token, '{ me { customer { id version } } }');
    expect(Object.keys(body)).toEqual(Object.keys(fixture('graphql.example.json')));
    const stale = await ct.graphql(
      token,
      'mutation { updateMyCustomer(version: 99, actions: [{ setTitle: { title: "Ms" } }]) { id } }',
    );
    expect(shapeDiff(fixture('GraphQLError.json'), stale.body.errors?.[0])).toEqual([]);
  });

  it('Customer (queried with the REST field names)', async () => {
    const { body } = await ct.graphql(
      token,
      `{ me { customer { id version createdAt lastModifiedAt lastModifiedBy { clientId isPlatformClient }
          createdBy { clientId isPlatformClient } email firstName lastName password addresses { id country }
          shippingAddressIds billingAddressIds isEmailVerified stores { key } authenticationMode
          customerGroupAssignments { customerGroupRef { id } } } } }`,
    );
    const customer = body.data?.me.customer;
    expect(shapeDiff(fixture('customer.example.json'), customer, { ignore: ['addresses[]'] })).toEqual([]);
    const signIn = fixture('customer-sign-in-result.example.json');
    expect(
      shapeDiff(
        signIn,
        { customer },
        { extraKeys: ['customer.lastModifiedBy', 'customer.createdBy'], ignore: ['customer.addresses[]'] },
      ),
    ).toEqual([]);
  });

  it('Cart (queried with the REST field names)', async () => {
    const anonymous = await ct.anonymousToken();
    const { body } = await ct.graphql(
      anonymous,
      `mutation { createMyCart(draft: { currency: "AUD" }) { id version createdAt lastModifiedAt
          lastModifiedBy { isPlatformClient } createdBy { isPlatformClient } lineItems { id } cartState
          totalPrice { type currencyCode centAmount fractionDigits } shippingMode shipping { shippingKey }
          customLineItems { id } discountCodes { state } directDiscounts { id } inventoryMode taxMode priceRoundingMode
          taxRoundingMode taxCalculationMode refusedGifts { id } origin itemShippingAddresses { id } } }`,
    );
    expect(shapeDiff(fixture('cart.example.json'), body.data?.createMyCart, { ignore: ['type'] })).toEqual([]);
  });

  it('ShoppingList (queried with the REST field names)', async () => {
    const { body } = await ct.graphql(
      token,
      `{ me { shoppingLists(limit: 1) { results { id version key lineItems { id productId published
          productType: productTypeRef { typeId id } variantId quantity addedAt } createdAt lastModifiedAt } } } }`,
    );
    const list = body.data?.me.shoppingLists.results[0];
    const recorded = fixture('shopping-list.example.json');
    for (const restOnly of [
      'name',
      'slug',
      'customer',
      'textLineItems',
      'businessUnit',
      'deleteDaysAfterLastModification',
    ])
      delete recorded[restOnly];
    delete recorded.lineItems[0].name;
    expect(list.key).toBeNull();
    expect(shapeDiff(recorded, list, { ignore: ['key'] })).toEqual([]);
  });

  it('product projection search: paged result', async () => {
    const { body } = await ct.graphql(
      token,
      '{ productProjectionSearch(limit: 2) { offset count total results { id version } } }',
    );
    const recorded = fixture('product-projections-search.example.json');
    expect(
      shapeDiff(
        { offset: recorded.offset, count: recorded.count, total: recorded.total, results: [{ id: 'x', version: 1 }] },
        body.data?.productProjectionSearch,
      ),
    ).toEqual([]);
  });
});
