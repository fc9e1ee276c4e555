import { readdirSync, readFileSync } from 'node:fs';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { type DefinitionNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../emulator';
import { ADMIN_CLIENT, DEMO_CLIENT } from '../services/commercetools/oauth/clients';
import { shapeDiff } from '../testing/shapeDiff';

// Recorded examples of commercetools' API reference (see the README beside them).
const FIXTURES = new URL('../../../sdk/test/fixtures/commercetools/', import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8'));

// commercetools' official clients, @commercetools/ts-client (auth and HTTP middleware) and
// @commercetools/platform-sdk (the typed request builder), run unchanged against the emulator: only their documented
// options are set (the auth and API hosts, the project key, the credentials, and `httpClient` wrapped to record what
// they send).

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const projectKey = 'bookshop';
let emulator: RunningEmulator;
const sent: Sent[] = [];

const recordingFetch = async (input: string | URL | Request, init: RequestInit = {}) => {
  sent.push({
    method: init.method ?? 'GET',
    url: String(input),
    headers: Object.fromEntries(new Headers(init.headers).entries()),
    body: typeof init.body === 'string' ? init.body : undefined,
  });
  return fetch(input, init);
};

const hosts = () => ({ auth: `${emulator.url}/commercetools`, api: `${emulator.url}/commercetools` });
const credentials = { clientId: DEMO_CLIENT.id, clientSecret: DEMO_CLIENT.secret };

/** The platform SDK's request builder over a ts-client with the given auth flow. */
function api(flow: 'clientCredentials' | 'anonymous') {
  const builder = new ClientBuilder().withProjectKey(projectKey);
  const auth = { host: hosts().auth, projectKey, credentials, httpClient: recordingFetch };
  const withAuth =
    flow === 'clientCredentials' ? builder.withClientCredentialsFlow(auth) : builder.withAnonymousSessionFlow(auth);
  const client = withAuth.withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch }).build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

/** The request builder as a signed-in customer (ts-client's password flow), optionally retrying 409s with its middleware. */
function customerApi(username: string, password: string, { retryConflicts = false } = {}) {
  let builder = new ClientBuilder().withProjectKey(projectKey).withPasswordFlow({
    host: hosts().auth,
    projectKey,
    credentials: { ...credentials, user: { username, password } },
    httpClient: recordingFetch,
  });
  if (retryConflicts) builder = builder.withConcurrentModificationMiddleware();
  const client = builder.withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch }).build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

/**
 * The request builder as commercetools' `me` example (examples/me/server) builds it: the admin client asking for
 * `manage_project`, with ts-client's anonymous session flow, or its password flow once the shopper signs in.
 */
function exampleApi(user?: { username: string; password: string }) {
  const auth = {
    host: hosts().auth,
    projectKey,
    credentials: { clientId: ADMIN_CLIENT.id, clientSecret: ADMIN_CLIENT.secret, ...(user ? { user } : {}) },
    scopes: [`manage_project:${projectKey}`],
    httpClient: recordingFetch,
  };
  const builder = new ClientBuilder().withProjectKey(projectKey);
  const withAuth = user
    ? builder.withPasswordFlow(auth as Parameters<typeof builder.withPasswordFlow>[0])
    : builder.withAnonymousSessionFlow(auth);
  const client = withAuth.withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch }).build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

/**
 * A GraphQL document as commercetools' graphql examples (examples/graphql/*.ts) send it: their client (admin
 * credentials, ts-client's client credentials flow), the document and variables as `graphql-sdk`'s `rawQuery` posts
 * them through platform-sdk's `.graphql().post()`.
 */
async function exampleGraphql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const client = new ClientBuilder()
    .withProjectKey(projectKey)
    .withClientCredentialsFlow({
      host: hosts().auth,
      projectKey,
      credentials: { clientId: ADMIN_CLIENT.id, clientSecret: ADMIN_CLIENT.secret },
      httpClient: recordingFetch,
    })
    .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
    .build();
  const answer = await createApiBuilderFromCtpClient(client)
    .withProjectKey({ projectKey })
    .graphql()
    .post({ body: { query, variables } })
    .execute();
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data;
}

// The storefront's own GraphQL documents, as the SDK sends them (packages/sdk/src/commercetools/operations).
const OPERATIONS = new URL('../../../sdk/src/commercetools/operations/', import.meta.url);
const operationDefinitions: DefinitionNode[] = readdirSync(OPERATIONS)
  .filter((name) => name.endsWith('.graphql'))
  .flatMap((name) => parse(readFileSync(new URL(name, OPERATIONS), 'utf8')).definitions);

/** One storefront operation with the fragments it spreads (and theirs), as one document. */
function storefrontOperation(name: string): string {
  const fragments = new Map(
    operationDefinitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const operation = operationDefinitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  );
  if (!operation) throw new Error(`no storefront operation ${name}`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...needed.values()].map((definition) => print(definition)).join('\n\n');
}

/** Skus of products on stock, with how many copies each has. */
async function stockedSkus(count: number) {
  const { body } = await api('clientCredentials')
    .productProjections()
    .get({ queryArgs: { limit: 100 } })
    .execute();
  return body.results
    .map((product) => ({
      sku: product.masterVariant.sku ?? '',
      available: product.masterVariant.availability?.availableQuantity ?? 0,
      onStock: product.masterVariant.availability?.isOnStock ?? false,
    }))
    .filter((product) => product.onStock && product.available > 2)
    .slice(0, count);
}

// Seeding takes a few seconds on a quiet machine and much longer on a loaded one; the cases themselves are quick.
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 120, seed: 5 });
}, 180_000);
afterAll(() => emulator?.stop());

// biome-ignore lint/suspicious/noExplicitAny: the client's error object is loosely typed
type Answer = any;

describe('@commercetools/ts-client + @commercetools/platform-sdk against the emulator', () => {
  it('client credentials flow, then a GraphQL query', async () => {
    const from = sent.length;
    const answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: '{ productProjectionSearch(limit: 2) { total results { id } } }' } })
      .execute();
    const [token, query] = sent.slice(from);
    expect(token?.url).toBe(`${hosts().auth}/oauth/token`);
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(token?.headers.authorization).toMatch(/^Basic /);
    expect(query?.url).toBe(`${hosts().api}/${projectKey}/graphql`);
    expect(query?.headers.authorization).toMatch(/^Bearer /);
    expect(answer.statusCode).toBe(200);
    const data = answer.body.data as Answer;
    expect(data.productProjectionSearch.results).toHaveLength(2);
    expect(data.productProjectionSearch.total).toBeGreaterThan(2);
  });

  it('anonymous session flow, then a GraphQL query for the shopper', async () => {
    const from = sent.length;
    const answer = await api('anonymous')
      .graphql()
      .post({ body: { query: '{ me { activeCart { id } } }' } })
      .execute();
    expect(sent[from]?.url).toBe(`${hosts().auth}/oauth/${projectKey}/anonymous/token`);
    expect(answer.statusCode).toBe(200);
    expect((answer.body.data as Answer).me.activeCart).toBeNull();
  });

  it('invalid input: a 400 the client turns into its BadRequest error, with the code and message kept', async () => {
    const error: Answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: '{ productProjectionSearch(limit: 501) { results { id } } }' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BadRequest');
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('InvalidInput');
    expect(error.message).toBe('Malformed parameter: limit: The limit parameter must be in the range of [0..500]');
    expect(error.body.errors[0]).toMatchObject({
      path: ['productProjectionSearch'],
      extensions: { code: 'InvalidInput' },
    });
  });

  it('a query that fails validation: the same 400 and envelope', async () => {
    const error: Answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: '{ nothingHere }' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('GraphQLValidationError');
    expect(error.message).toContain('nothingHere');
  });

  it('wrong credentials: a 401 in the OAuth error shape, no API call', async () => {
    const from = sent.length;
    const client = new ClientBuilder()
      .withProjectKey(projectKey)
      .withClientCredentialsFlow({
        host: hosts().auth,
        projectKey,
        credentials: { clientId: DEMO_CLIENT.id, clientSecret: 'wrong' },
        httpClient: recordingFetch,
      })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const error: Answer = await createApiBuilderFromCtpClient(client)
      .withProjectKey({ projectKey })
      .graphql()
      .post({ body: { query: '{ me { activeCart { id } } }' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error.statusCode).toBe(401);
    expect(sent.slice(from).map((request) => new URL(request.url).pathname)).toEqual(['/commercetools/oauth/token']);
  });

  it('REST product projections by id, by key, paged, and searched, in the recorded shapes', async () => {
    const projections = api('clientCredentials').productProjections();
    const page = await projections.get({ queryArgs: { limit: 2, offset: 1 } }).execute();
    expect(page.body).toMatchObject({ limit: 2, offset: 1, count: 2 });
    expect(page.body.total).toBeGreaterThan(2);
    const [first] = page.body.results;
    const byId = await projections
      .withId({ ID: first?.id ?? '' })
      .get()
      .execute();
    expect(byId.body).toEqual(first);
    const byKey = await projections
      .withKey({ key: first?.key ?? '' })
      .get()
      .execute();
    expect(byKey.body.id).toBe(first?.id);
    const sku = first?.masterVariant.sku ?? '';
    const search = await projections
      .search()
      .get({
        queryArgs: { 'text.en-AU': first?.name['en-AU']?.split(' ')[0], filter: `variants.sku:"${sku}"`, limit: 5 },
      })
      .execute();
    expect(search.body.results.map((result) => result.id)).toEqual([first?.id]);
    const pagedShape = {
      extraKeys: ['results[].key', 'results[].description', 'results[].categoryOrderHints'],
      ignore: ['results'],
    };
    expect(shapeDiff(fixture('product-projections.example.json'), page.body, pagedShape)).toEqual([]);
    expect(
      shapeDiff(fixture('product-projections-search.example.json'), search.body, {
        ...pagedShape,
        ignore: ['results', 'facets'],
      }),
    ).toEqual([]);
    expect(
      shapeDiff(fixture('product-projection.example.json'), first, {
        extraKeys: ['key', 'description', 'categoryOrderHints', 'reviewRatingStatistics'].concat(
          ['key', 'sku', 'assets', 'availability'].map((key) => `masterVariant.${key}`),
        ),
        maps: ['name', 'slug', 'description', 'searchKeywords'],
        ignore: ['masterVariant.attributes[].value', 'attributes', 'masterVariant.prices[]', 'masterVariant.images[]'],
      }),
    ).toEqual([]);
  });

  it("REST product projections: an unknown id is the client's NotFound, a limit over 500 its BadRequest", async () => {
    const projections = api('clientCredentials').productProjections();
    const missing: Answer = await projections
      .withId({ ID: 'nope' })
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect(missing.statusCode).toBe(404);
    expect(missing.code).toBe('ResourceNotFound');
    const tooMany: Answer = await projections
      .get({ queryArgs: { limit: 501 } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([tooMany.statusCode, tooMany.code]).toEqual([400, 'InvalidInput']);
  });

  it('REST me/carts: create, read the active cart, update with actions, and a stale version is a 409', async () => {
    const me = api('anonymous').me();
    const none: Answer = await me
      .activeCart()
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect(none.statusCode).toBe(404);
    const { body: products } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 2 } })
      .execute();
    const [one, two] = products.results.map((product) => product.masterVariant.sku ?? '');
    const created = await me
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: one, quantity: 2 }] } })
      .execute();
    expect(created.statusCode).toBe(201);
    const cart = created.body;
    expect(cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[one, 2]]);
    expect((await me.activeCart().get().execute()).body.id).toBe(cart.id);
    const updated = await me
      .carts()
      .withId({ ID: cart.id })
      .post({ body: { version: cart.version, actions: [{ action: 'addLineItem', sku: two, quantity: 1 }] } })
      .execute();
    expect(updated.body.version).toBe(cart.version + 1);
    expect(updated.body.lineItems).toHaveLength(2);
    expect(updated.body.totalPrice.centAmount).toBeGreaterThan(cart.totalPrice.centAmount);
    const stale: Answer = await me
      .carts()
      .withId({ ID: cart.id })
      .post({
        body: { version: cart.version, actions: [{ action: 'removeLineItem', lineItemId: cart.lineItems[0]?.id }] },
      })
      .execute()
      .catch((caught: unknown) => caught);
    expect(stale.name).toBe('ConcurrentModification');
    expect(stale.statusCode).toBe(409);
    expect(stale.code).toBe('ConcurrentModification');
    expect(stale.body.errors[0].currentVersion).toBe(cart.version + 1);
    const bad: Answer = await me
      .carts()
      .withId({ ID: cart.id })
      .post({
        body: {
          version: cart.version + 1,
          actions: [{ action: 'changeLineItemQuantity', lineItemId: 'x', quantity: -1 }],
        },
      })
      .execute()
      .catch((caught: unknown) => caught);
    expect([bad.statusCode, bad.code]).toEqual([400, 'InvalidInput']);
    const recordedLine = fixture('carts.example.json').results[0].lineItems[0];
    expect(
      shapeDiff(recordedLine, updated.body.lineItems[0], {
        extraKeys: ['productKey', 'addedAt', 'lastModifiedAt', 'variant.key', 'variant.availability'],
        maps: ['name', 'productSlug'],
        ignore: ['variant.attributes', 'variant.images'],
      }),
    ).toEqual([]);
    expect(
      shapeDiff(fixture('cart.example.json'), (await me.carts().withId({ ID: cart.id }).get().execute()).body, {
        extraKeys: [
          'anonymousId',
          'lineItems[]',
          'taxedPrice',
          'locale',
          'totalLineItemQuantity',
          'createdBy.clientId',
          'lastModifiedBy.clientId',
        ],
      }),
    ).toEqual([]);
  });

  it('REST me/shopping-lists: create, list, update with actions, a stale version is a 409, delete', async () => {
    const client = new ClientBuilder()
      .withProjectKey(projectKey)
      .withPasswordFlow({
        host: hosts().auth,
        projectKey,
        credentials: { ...credentials, user: { username: 'grace@example.com', password: 'Psalm23!grace' } },
        httpClient: recordingFetch,
      })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const me = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey }).me();
    const { body: products } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 1 } })
      .execute();
    const sku = products.results[0]?.masterVariant.sku ?? '';
    const created = await me
      .shoppingLists()
      .post({ body: { name: { 'en-AU': 'Conformance list' }, lineItems: [{ sku, quantity: 1 }] } })
      .execute();
    expect(created.statusCode).toBe(201);
    const list = created.body;
    expect(list.name).toEqual({ 'en-AU': 'Conformance list' });
    expect(list.lineItems.map((line) => line.variant?.sku)).toEqual([sku]);
    const page = await me
      .shoppingLists()
      .get({ queryArgs: { limit: 50 } })
      .execute();
    expect(page.body.results.map((found) => found.id)).toContain(list.id);
    const renamed = await me
      .shoppingLists()
      .withId({ ID: list.id })
      .post({ body: { version: list.version, actions: [{ action: 'changeName', name: { 'en-AU': 'Renamed' } }] } })
      .execute();
    expect([renamed.body.version, renamed.body.name]).toEqual([list.version + 1, { 'en-AU': 'Renamed' }]);
    const stale: Answer = await me
      .shoppingLists()
      .withId({ ID: list.id })
      .post({ body: { version: list.version, actions: [{ action: 'changeName', name: { 'en-AU': 'Late' } }] } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.code, stale.body.errors[0].currentVersion]).toEqual([
      409,
      'ConcurrentModification',
      list.version + 1,
    ]);
    expect(
      shapeDiff(fixture('my-shopping-list.example.json'), renamed.body, {
        extraKeys: ['lineItems[]', 'customer', 'deleteDaysAfterLastModification', 'createdBy', 'lastModifiedBy'],
        maps: ['name'],
        // The recorded list has a key; a list created without one has none (optional in commercetools too).
        ignore: ['key'],
      }),
    ).toEqual([]);
    const deleted = await me
      .shoppingLists()
      .withId({ ID: list.id })
      .delete({ queryArgs: { version: renamed.body.version } })
      .execute();
    expect(deleted.body.id).toBe(list.id);
    const gone: Answer = await me
      .shoppingLists()
      .withId({ ID: list.id })
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect(gone.statusCode).toBe(404);
  });

  it('REST project and me: read, update with actions, a stale version is a 409', async () => {
    const client = new ClientBuilder()
      .withProjectKey(projectKey)
      .withPasswordFlow({
        host: hosts().auth,
        projectKey,
        credentials: { ...credentials, user: { username: 'grace@example.com', password: 'Psalm23!grace' } },
        httpClient: recordingFetch,
      })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const root = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
    const project = await root.get().execute();
    expect(project.body).toMatchObject({ key: projectKey, currencies: ['AUD', 'NZD'] });
    const me = await root.me().get().execute();
    expect(me.body.email).toBe('grace@example.com');
    expect(
      shapeDiff(fixture('customer.example.json'), me.body, {
        extraKeys: [
          'customerNumber',
          'externalId',
          'title',
          'firstName',
          'lastName',
          'companyName',
          'dateOfBirth',
          'addresses[]',
          'defaultShippingAddressId',
          'defaultBillingAddressId',
          'customerGroup',
          'custom',
          'createdBy.clientId',
          'lastModifiedBy.clientId',
        ],
        ignore: ['createdBy', 'lastModifiedBy', 'addresses', 'shippingAddressIds', 'billingAddressIds'],
      }),
    ).toEqual([]);
    const updated = await root
      .me()
      .post({ body: { version: me.body.version, actions: [{ action: 'setFirstName', firstName: 'Gracie' }] } })
      .execute();
    expect([updated.body.version, updated.body.firstName]).toEqual([me.body.version + 1, 'Gracie']);
    const stale: Answer = await root
      .me()
      .post({ body: { version: me.body.version, actions: [{ action: 'setFirstName', firstName: 'Late' }] } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.code, stale.body.errors[0].currentVersion]).toEqual([
      409,
      'ConcurrentModification',
      me.body.version + 1,
    ]);
  });

  it('REST product projections: where predicates (key, id in, masterVariant(sku), and/or), an unsupported one is a 400', async () => {
    const projections = api('clientCredentials').productProjections();
    const { body: page } = await projections.get({ queryArgs: { limit: 3, sort: 'id asc' } }).execute();
    const [a, b, c] = page.results;
    const ids = (where: string | string[], extra: Record<string, string> = {}) =>
      projections
        .get({ queryArgs: { where, sort: 'id asc', ...extra } })
        .execute()
        .then(({ body }) => [body.total, body.results.map((product) => product.id)]);
    expect(await ids(`key = "${a?.key}"`)).toEqual([1, [a?.id]]);
    expect(await ids(`id in ("${a?.id}", "${c?.id}")`)).toEqual([2, [a?.id, c?.id]]);
    expect(await ids(`masterVariant(sku = "${b?.masterVariant.sku}")`)).toEqual([1, [b?.id]]);
    expect(await ids(`key = "${a?.key}" or masterVariant(sku = "${b?.masterVariant.sku}")`)).toEqual([
      2,
      [a?.id, b?.id],
    ]);
    expect(await ids([`id in ("${a?.id}", "${b?.id}")`, `not (key = "${a?.key}")`])).toEqual([1, [b?.id]]);
    expect(await ids('key in :keys', { 'var.keys': a?.key ?? '' })).toEqual([1, [a?.id]]);
    expect(sent.at(-1)?.url).toContain('var.keys=');
    for (const where of ['masterVariant(prices(value(centAmount > 100)))', 'key = ', 'description(en-AU = "x")']) {
      const refused: Answer = await projections
        .get({ queryArgs: { where } })
        .execute()
        .catch((caught: unknown) => caught);
      expect([refused.statusCode, refused.code, refused.body.errors[0].code]).toEqual([
        400,
        'InvalidInput',
        'InvalidInput',
      ]);
    }
  });

  it('REST product-projections/suggest: completions of searchKeywords.en-AU, in the recorded shape', async () => {
    const projections = api('clientCredentials').productProjections();
    const { body: page } = await projections.get({ queryArgs: { limit: 1 } }).execute();
    const title = page.results[0]?.name['en-AU'] ?? '';
    const typed = title.split(' ')[0]?.slice(0, 3).toLowerCase() ?? '';
    const answer = await projections
      .suggest()
      .get({ queryArgs: { 'searchKeywords.en-AU': typed, 'searchKeywords.en-NZ': typed, limit: 5, fuzzy: false } })
      .execute();
    const suggestions = (answer.body as Answer)['searchKeywords.en-AU'] as { text: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const { text } of suggestions) expect(text.toLowerCase()).toMatch(new RegExp(`(^| )${typed}`));
    expect((answer.body as Answer)['searchKeywords.en-NZ']).toEqual([]);
    expect(page.results[0]?.searchKeywords?.['en-AU']?.[0]?.text).toBe(title);
    expect(shapeDiff(fixture('product-projection-suggest.example.json'), answer.body, { maps: [''] })).toEqual([]);
    const missing: Answer = await projections
      .suggest()
      .get({ queryArgs: { limit: 5 } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([missing.statusCode, missing.code]).toEqual([400, 'InvalidInput']);
  });

  it('REST me/carts: the paged list, deletion at a stale version (409 with currentVersion) then at the current one', async () => {
    const me = api('anonymous').me();
    const [one] = await stockedSkus(1);
    const { body: cart } = await me
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: one?.sku, quantity: 1 }] } })
      .execute();
    const { body: list } = await me
      .carts()
      .get({ queryArgs: { limit: 10, where: 'cartState = "Active"' } })
      .execute();
    expect(list).toMatchObject({ limit: 10, offset: 0, count: 1, total: 1 });
    expect(list.results.map((found) => found.id)).toEqual([cart.id]);
    expect(shapeDiff(fixture('carts.example.json'), list, { ignore: ['results'] })).toEqual([]);
    const stale: Answer = await me
      .carts()
      .withId({ ID: cart.id })
      .delete({ queryArgs: { version: cart.version + 5 } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.code, stale.body.errors[0].currentVersion]).toEqual([
      409,
      'ConcurrentModification',
      cart.version,
    ]);
    const deleted = await me
      .carts()
      .withId({ ID: cart.id })
      .delete({ queryArgs: { version: cart.version } })
      .execute();
    expect(deleted.body.id).toBe(cart.id);
    const gone: Answer = await me
      .carts()
      .withId({ ID: cart.id })
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect([gone.statusCode, gone.code]).toEqual([404, 'ResourceNotFound']);
    expect((await me.carts().get().execute()).body.total).toBe(0);
  });

  it('several active carts of one anonymous session (REST and GraphQL): activeCart is the most recently modified', async () => {
    // commercetools keeps no one-active-cart rule: a second createMyCart of the same session is a second active cart.
    const shopper = api('anonymous');
    const [first, second] = await stockedSkus(2);
    const { body: restCart } = await shopper
      .me()
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: first?.sku, quantity: 1 }] } })
      .execute();
    const graphql = async (query: string, variables: Record<string, unknown> = {}) =>
      (await shopper.graphql().post({ body: { query, variables } }).execute()).body as Answer;
    const created = await graphql('mutation { createMyCart(draft: { currency: "AUD" }) { id version anonymousId } }');
    expect(created.errors).toBeUndefined();
    const graphqlCart = created.data.createMyCart;
    expect(graphqlCart.id).not.toBe(restCart.id);
    expect(graphqlCart.anonymousId).toBe(restCart.anonymousId);
    const update = `mutation ($id: String!, $version: Long!, $sku: String!) {
      updateMyCart(id: $id, version: $version, actions: [{ addLineItem: { sku: $sku, quantity: 2 } }]) { id version }
    }`;
    const added = await graphql(update, { id: graphqlCart.id, version: graphqlCart.version, sku: second?.sku });
    expect(added.data.updateMyCart.version).toBe(graphqlCart.version + 1);
    const read = `query ($id: String!) {
      me {
        cart(id: $id) { id lineItems { variant { sku } quantity } }
        activeCart { id }
        carts(where: "cartState = \\"Active\\"", sort: ["createdAt asc"]) { total results { id } }
      }
    }`;
    const both = (await graphql(read, { id: graphqlCart.id })).data.me;
    expect(both.cart.lineItems.map((line: Answer) => [line.variant.sku, line.quantity])).toEqual([[second?.sku, 2]]);
    expect(both.activeCart.id).toBe(graphqlCart.id);
    expect([both.carts.total, both.carts.results.map((cart: Answer) => cart.id)]).toEqual([
      2,
      [restCart.id, graphqlCart.id],
    ]);
    expect((await shopper.me().activeCart().get().execute()).body.id).toBe(graphqlCart.id);
    // A change to the older cart makes it the most recently modified, so the active one again.
    const { body: changed } = await shopper
      .me()
      .carts()
      .withId({ ID: restCart.id })
      .post({
        body: { version: restCart.version, actions: [{ action: 'addLineItem', sku: second?.sku, quantity: 1 }] },
      })
      .execute();
    expect((await graphql(read, { id: restCart.id })).data.me.activeCart.id).toBe(restCart.id);
    const stale: Answer = await shopper
      .me()
      .carts()
      .withId({ ID: restCart.id })
      .post({ body: { version: restCart.version, actions: [{ action: 'addLineItem', sku: first?.sku, quantity: 1 }] } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.code, stale.body.errors[0].currentVersion]).toEqual([
      409,
      'ConcurrentModification',
      changed.version,
    ]);
    const staleGraphql = await graphql(update, { id: graphqlCart.id, version: graphqlCart.version, sku: first?.sku });
    expect(staleGraphql.errors[0].extensions).toMatchObject({
      code: 'ConcurrentModification',
      currentVersion: graphqlCart.version + 1,
    });
  });

  it('REST me/orders: an order from the cart takes stock; listed and read by id; short stock is OutOfStock', async () => {
    const me = api('anonymous').me();
    const [first, second] = await stockedSkus(2);
    const { body: cart } = await me
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: first?.sku, quantity: 2 }] } })
      .execute();
    const stale: Answer = await me
      .orders()
      .post({ body: { id: cart.id, version: cart.version + 1 } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.body.errors[0].currentVersion]).toEqual([409, cart.version]);
    const created = await me
      .orders()
      .post({ body: { id: cart.id, version: cart.version } })
      .execute();
    expect(created.statusCode).toBe(201);
    const order = created.body;
    expect(order).toMatchObject({ type: 'Order', orderState: 'Open', cart: { typeId: 'cart', id: cart.id } });
    expect(order.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([[first?.sku, 2]]);
    const { body: after } = await api('clientCredentials')
      .productProjections()
      .withKey({ key: first?.sku ?? '' })
      .get()
      .execute();
    expect(after.masterVariant.availability?.availableQuantity).toBe((first?.available ?? 0) - 2);
    const { body: list } = await me
      .orders()
      .get({ queryArgs: { sort: 'createdAt desc' } })
      .execute();
    expect([list.total, list.results.map((found) => found.id)]).toEqual([1, [order.id]]);
    expect((await me.orders().withId({ ID: order.id }).get().execute()).body).toEqual(order);
    // The ordered cart may be deleted (commercetools' retention deletes carts whatever their state); the order stays.
    const { body: ordered } = await me.carts().withId({ ID: cart.id }).get().execute();
    expect(ordered.cartState).toBe('Ordered');
    await me
      .carts()
      .withId({ ID: cart.id })
      .delete({ queryArgs: { version: ordered.version } })
      .execute();
    expect((await me.orders().withId({ ID: order.id }).get().execute()).body).toEqual(order);
    const missing: Answer = await me
      .orders()
      .withId({ ID: 'nope' })
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect([missing.statusCode, missing.code]).toEqual([404, 'ResourceNotFound']);
    const recordedLine = fixture('carts.example.json').results[0].lineItems[0];
    expect(
      shapeDiff(recordedLine, order.lineItems[0], {
        extraKeys: ['productKey', 'addedAt', 'lastModifiedAt', 'variant.key', 'variant.availability'],
        maps: ['name', 'productSlug'],
        ignore: ['variant.attributes', 'variant.images'],
      }),
    ).toEqual([]);
    const short = second?.available ?? 0;
    const { body: greedy } = await me
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: second?.sku, quantity: short + 1 }] } })
      .execute();
    const refused: Answer = await me
      .orders()
      .post({ body: { id: greedy.id, version: greedy.version } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([refused.statusCode, refused.code]).toEqual([400, 'OutOfStock']);
    expect(refused.body.errors[0]).toMatchObject({ skus: [second?.sku], lineItems: [greedy.lineItems[0]?.id] });
    const bad: Answer = await me
      .orders()
      .post({ body: { id: greedy.id } as never })
      .execute()
      .catch((caught: unknown) => caught);
    expect([bad.statusCode, bad.code]).toEqual([400, 'InvalidInput']);
  });

  it("REST me/signup and me/login on an anonymous session: the session's cart becomes the customer's", async () => {
    const [sku] = await stockedSkus(1);
    const email = `conformance-${Date.now()}@example.com`;
    const guest = api('anonymous').me();
    const { body: guestCart } = await guest
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: sku?.sku, quantity: 1 }] } })
      .execute();
    const signedUp = await guest
      .signup()
      .post({
        body: {
          email,
          password: 'Psalm23!new',
          firstName: 'Lydia',
          lastName: 'Thyatira',
          addresses: [{ country: 'AU', city: 'Sydney', postalCode: '2000' }],
          defaultShippingAddress: 0,
        },
      })
      .execute();
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.body.customer).toMatchObject({ email, firstName: 'Lydia', version: 1 });
    expect(signedUp.body.customer.defaultShippingAddressId).toBe(signedUp.body.customer.addresses[0]?.id);
    expect(signedUp.body.cart?.id).toBe(guestCart.id);
    expect(
      shapeDiff(fixture('customer-sign-in-result.example.json'), signedUp.body, {
        extraKeys: [
          'cart',
          'customer.customerNumber',
          'customer.title',
          'customer.defaultShippingAddressId',
          'customer.createdBy',
          'customer.custom',
          'customer.lastModifiedBy',
        ],
        ignore: ['customer.addresses', 'customer.shippingAddressIds', 'cart'],
      }),
    ).toEqual([]);
    const again: Answer = await api('anonymous')
      .me()
      .signup()
      .post({ body: { email: email.toUpperCase(), password: 'x!' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([again.statusCode, again.code, again.body.errors[0].field]).toEqual([400, 'DuplicateField', 'email']);

    const visitor = api('anonymous').me();
    const { body: visitorCart } = await visitor
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: sku?.sku, quantity: 2 }] } })
      .execute();
    const wrong: Answer = await visitor
      .login()
      .post({ body: { email, password: 'not it' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([wrong.statusCode, wrong.code]).toEqual([400, 'InvalidCredentials']);
    const signedIn = await visitor
      .login()
      .post({ body: { email, password: 'Psalm23!new' } })
      .execute();
    expect(signedIn.body.customer.id).toBe(signedUp.body.customer.id);
    // Merged into the customer's active cart: the same product, so the larger quantity.
    expect(signedIn.body.cart?.id).toBe(guestCart.id);
    expect(signedIn.body.cart?.lineItems.map((line) => line.quantity)).toEqual([2]);
    const customer = customerApi(email, 'Psalm23!new');
    const carts = await customer.me().carts().get().execute();
    expect(carts.body.results.map((found) => [found.id, found.cartState])).toEqual([
      [guestCart.id, 'Active'],
      [visitorCart.id, 'Merged'],
    ]);
  });

  it("ts-client's concurrent-modification middleware retries a stale update with the 409's currentVersion", async () => {
    const [sku] = await stockedSkus(1);
    const email = `retry-${Date.now()}@example.com`;
    await api('anonymous')
      .me()
      .signup()
      .post({ body: { email, password: 'Psalm23!retry' } })
      .execute();
    const retrying = customerApi(email, 'Psalm23!retry', { retryConflicts: true }).me();
    const { body: cart } = await retrying
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: sku?.sku, quantity: 1 }] } })
      .execute();
    await retrying
      .carts()
      .withId({ ID: cart.id })
      .post({
        body: {
          version: cart.version,
          actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]?.id ?? '', quantity: 2 }],
        },
      })
      .execute();
    const from = sent.length;
    const updated = await retrying
      .carts()
      .withId({ ID: cart.id })
      .post({
        body: {
          version: 1,
          actions: [{ action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]?.id ?? '', quantity: 3 }],
        },
      })
      .execute();
    expect(updated.body.lineItems[0]?.quantity).toBe(3);
    const tries = sent.slice(from).filter((request) => request.url.endsWith(`/me/carts/${cart.id}`));
    expect(tries.map((request) => JSON.parse(request.body ?? '{}').version)).toEqual([1, updated.body.version - 1]);
  });

  it('REST categories: queried with where and expand, read by id and by key, in the recorded shapes', async () => {
    const categories = api('clientCredentials').categories();
    const { body: page } = await categories
      .get({ queryArgs: { where: 'slug(en-AU = "web_bibles_niv")', expand: ['parent'] } })
      .execute();
    expect(page).toMatchObject({ count: 1, total: 1 });
    const niv = page.results[0];
    expect(niv?.parent?.obj?.key).toBe('web_bibles');
    expect(
      (
        await categories
          .withId({ ID: niv?.id ?? '' })
          .get()
          .execute()
      ).body.key,
    ).toBe('web_bibles_niv');
    expect((await categories.withKey({ key: 'web_bibles_niv' }).get().execute()).body.id).toBe(niv?.id);
    const missing: Answer = await categories
      .withKey({ key: 'nope' })
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect([missing.statusCode, missing.code]).toEqual([404, 'ResourceNotFound']);
    const bad: Answer = await categories
      .get({ queryArgs: { where: 'parent(' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([bad.statusCode, bad.code]).toEqual([400, 'InvalidInput']);
    expect(shapeDiff(fixture('categories.example.json'), page, { ignore: ['results'] })).toEqual([]);
    expect(
      shapeDiff(
        fixture('category.example.json'),
        (
          await categories
            .withId({ ID: niv?.id ?? '' })
            .get()
            .execute()
        ).body,
        {
          extraKeys: [
            'key',
            'description',
            'externalId',
            'metaTitle',
            'metaDescription',
            'assets',
            'createdBy',
            'lastModifiedBy',
          ],
          maps: ['name', 'slug', 'description'],
          ignore: ['ancestors', 'parent'],
        },
      ),
    ).toEqual([]);
  });

  it('REST product projection search facets: terms, filter and range, counted as commercetools counts them', async () => {
    const search = api('clientCredentials').productProjections().search();
    const { body: all } = await search.get({ queryArgs: { limit: 0 } }).execute();
    const { body } = await search
      .get({
        queryArgs: {
          limit: 1,
          facet: [
            'variants.attributes.format.key counting products as formats',
            'variants.price.centAmount:range(0 to 2000), (2000 to *)',
            `categories.id:"nothing-here" as none`,
          ],
        },
      })
      .execute();
    const facets = body.facets as Answer;
    expect(facets.formats).toMatchObject({ type: 'terms', dataType: 'text', missing: 0, total: all.total, other: 0 });
    const terms = facets.formats.terms as { term: string; count: number; productCount: number }[];
    expect(terms.reduce((sum, term) => sum + term.count, 0)).toBe(all.total);
    expect(terms.every((term) => term.productCount === term.count)).toBe(true);
    const [cheap, dear] = facets['variants.price.centAmount:range(0 to 2000), (2000 to *)'].ranges;
    expect(cheap.count + dear.count).toBe(all.total);
    expect([cheap.fromStr, cheap.toStr, dear.fromStr, dear.toStr]).toEqual(['0', '2000', '2000', '']);
    expect(cheap.max).toBeLessThan(2000);
    expect(facets.none).toEqual({ type: 'filter', count: 0 });
    const { body: narrowed } = await search
      .get({ queryArgs: { 'filter.query': 'variants.sku:"no-such-sku"', facet: 'variants.attributes.format.key' } })
      .execute();
    expect((narrowed.facets as Answer)['variants.attributes.format.key'].total).toBe(0);
    const recorded = fixture('product-projections-search.example.json').facets;
    expect(
      shapeDiff(recorded['variants.attributes.size'], facets.formats, { extraKeys: ['terms[].productCount'] }),
    ).toEqual([]);
    expect(
      shapeDiff(
        recorded['variants.attributes.price'],
        facets['variants.price.centAmount:range(0 to 2000), (2000 to *)'],
        {},
      ),
    ).toEqual([]);
    expect(shapeDiff(recorded['red-things'], facets.none)).toEqual([]);
    const refused: Answer = await search
      .get({ queryArgs: { facet: 'variants.attributes.colour' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([refused.statusCode, refused.code]).toEqual([400, 'InvalidInput']);
  });

  it('REST product projection search: filter narrows the results only, filter.facets the facets only, filter.query both', async () => {
    const search = api('clientCredentials').productProjections().search();
    const facet = 'variants.attributes.format.key';
    const { body: all } = await search.get({ queryArgs: { limit: 1, facet } }).execute();
    const { body: page } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 1 } })
      .execute();
    const sku = page.results[0]?.masterVariant.sku ?? '';
    const allCount = (all.facets as Answer)[facet].total as number;
    expect(allCount).toBe(all.total);
    const only = `variants.sku:"${sku}"`;
    const { body: filtered } = await search.get({ queryArgs: { filter: only, facet } }).execute();
    expect([filtered.total, (filtered.facets as Answer)[facet].total]).toEqual([1, allCount]);
    const { body: facetFiltered } = await search.get({ queryArgs: { 'filter.facets': only, facet } }).execute();
    expect([facetFiltered.total, (facetFiltered.facets as Answer)[facet].total]).toEqual([all.total, 1]);
    const { body: queryFiltered } = await search.get({ queryArgs: { 'filter.query': only, facet } }).execute();
    expect([queryFiltered.total, (queryFiltered.facets as Answer)[facet].total]).toEqual([1, 1]);
    const refused: Answer = await search
      .get({ queryArgs: { 'filter.facets': 'variants.sku:' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([refused.statusCode, refused.code]).toEqual([400, 'InvalidInput']);
  });

  it('REST product projection search: text.{locale} searches that locale only (the catalogue is en-AU)', async () => {
    const search = api('clientCredentials').productProjections().search();
    const { body: page } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 1 } })
      .execute();
    const word = page.results[0]?.name['en-AU']?.split(' ')[0] ?? '';
    const facet = 'variants.attributes.format.key';
    const { body: english } = await search.get({ queryArgs: { 'text.en-AU': word, facet } }).execute();
    expect(english.total).toBeGreaterThan(0);
    const { body: german } = await search.get({ queryArgs: { 'text.de': word, facet } }).execute();
    expect([german.total, (german.facets as Answer)[facet].total]).toEqual([0, 0]);
    const { body: plainEnglish } = await search.get({ queryArgs: { 'text.en': word } }).execute();
    expect(plainEnglish.total).toBe(0);
  });

  it("ts-client's refresh token flow: a new access token for the anonymous session's refresh token", async () => {
    const cache: { token?: string; refreshToken?: string; expirationTime?: number } = {};
    const tokenCache = {
      get: async () => cache as { token: string; refreshToken?: string; expirationTime: number },
      set: async (value: typeof cache) => {
        Object.assign(cache, value);
      },
    };
    const anonymous = new ClientBuilder()
      .withProjectKey(projectKey)
      .withAnonymousSessionFlow({ host: hosts().auth, projectKey, credentials, httpClient: recordingFetch, tokenCache })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const { body: cart } = await createApiBuilderFromCtpClient(anonymous)
      .withProjectKey({ projectKey })
      .me()
      .carts()
      .post({ body: { currency: 'AUD' } })
      .execute();
    expect(cache.refreshToken).toBeTruthy();
    const from = sent.length;
    const refreshed = new ClientBuilder()
      .withProjectKey(projectKey)
      .withRefreshTokenFlow({
        host: hosts().auth,
        projectKey,
        credentials,
        refreshToken: cache.refreshToken as string,
        httpClient: recordingFetch,
      })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const { body: active } = await createApiBuilderFromCtpClient(refreshed)
      .withProjectKey({ projectKey })
      .me()
      .activeCart()
      .get()
      .execute();
    expect(active.id).toBe(cart.id);
    const [token, read] = sent.slice(from);
    expect(token?.url).toBe(`${hosts().auth}/oauth/token`);
    expect(token?.body).toBe(`grant_type=refresh_token&refresh_token=${encodeURIComponent(cache.refreshToken ?? '')}`);
    expect(read?.headers.authorization).not.toBe(`Bearer ${cache.token}`);
    const stale: Answer = await createApiBuilderFromCtpClient(
      new ClientBuilder()
        .withProjectKey(projectKey)
        .withRefreshTokenFlow({
          host: hosts().auth,
          projectKey,
          credentials,
          refreshToken: 'nope',
          httpClient: recordingFetch,
        })
        .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
        .build(),
    )
      .withProjectKey({ projectKey })
      .me()
      .activeCart()
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect(stale.statusCode).toBe(400);
  });

  it("the browser example: ts-client's defaultClient reads the project", async () => {
    const client = new ClientBuilder()
      .defaultClient(hosts().api, credentials, hosts().auth, projectKey, undefined, recordingFetch)
      .build();
    const { body } = await createApiBuilderFromCtpClient(client).withProjectKey({ projectKey }).get().execute();
    expect(body).toMatchObject({ key: projectKey, currencies: ['AUD', 'NZD'] });
  });

  it("the me example: register (POST /customers), sign in, list products, create and change the shopper's cart", async () => {
    const email = `me-example-${Date.now()}@example.com`;
    const password = 'p@ssword-123';
    const key = `me-example-${Date.now()}`;
    const from = sent.length;
    const registered = await exampleApi()
      .customers()
      .post({
        body: {
          email,
          password,
          key,
          firstName: 'Willy',
          lastName: 'Wonka',
          addresses: [{ country: 'AU' }],
          defaultShippingAddress: 0,
        },
      })
      .execute();
    expect(sent[from]?.url).toBe(`${hosts().auth}/oauth/${projectKey}/anonymous/token`);
    expect(new URLSearchParams(sent[from]?.body).get('scope')).toBe(`manage_project:${projectKey}`);
    expect(registered.statusCode).toBe(201);
    const customer = registered.body.customer;
    expect(customer).toMatchObject({ email, key, firstName: 'Willy', lastName: 'Wonka' });
    expect(customer.addresses).toHaveLength(1);
    expect(customer.defaultShippingAddressId).toBe(customer.addresses[0]?.id);
    expect(
      shapeDiff(fixture('customer-sign-in-result.example.json'), registered.body, { ignore: ['customer', 'cart'] }),
    ).toEqual([]);
    const { body: listed } = await exampleApi()
      .customers()
      .get({ queryArgs: { where: `key = "${key}"` } })
      .execute();
    expect(listed.results.map((found) => found.id)).toEqual([customer.id]);
    expect(shapeDiff(fixture('customers.example.json'), listed, { ignore: ['results'] })).toEqual([]);
    const again: Answer = await exampleApi()
      .customers()
      .post({ body: { email: `other-${email}`, password, key } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([again.statusCode, again.code, again.body.errors[0].field]).toEqual([400, 'DuplicateField', 'key']);

    const { body: products } = await exampleApi().products().get().execute();
    expect(products.results.length).toBeGreaterThan(0);
    const product = products.results.find(
      (candidate) => candidate.masterData.current.masterVariant.availability?.isOnStock,
    );
    expect(product?.masterData).toMatchObject({ published: true, hasStagedChanges: false });
    expect(product?.masterData.current).toEqual(product?.masterData.staged);
    expect(
      shapeDiff(fixture('product-projection.example.json'), product?.masterData.current, {
        extraKeys: ['description', 'categoryOrderHints'].concat(
          ['key', 'sku', 'assets', 'availability'].map((name) => `masterVariant.${name}`),
        ),
        maps: ['name', 'slug', 'description', 'searchKeywords'],
        ignore: [
          'id',
          'version',
          'key',
          'productType',
          'createdAt',
          'lastModifiedAt',
          'published',
          'hasStagedChanges',
          'masterVariant.attributes[].value',
          'attributes',
          'masterVariant.prices[]',
          'masterVariant.images[]',
        ],
      }),
    ).toEqual([]);

    const shopper = exampleApi({ username: email, password });
    const login = await shopper
      .me()
      .login()
      .post({
        body: {
          email,
          password,
          updateProductData: true,
          anonymousCartSignInMode: 'MergeWithExistingCustomerCart',
        } as Parameters<ReturnType<ReturnType<typeof shopper.me>['login']>['post']>[0]['body'],
      })
      .execute();
    expect(login.body.customer.id).toBe(customer.id);
    const none: Answer = await shopper
      .me()
      .activeCart()
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect(none.statusCode).toBe(404);
    const created = await shopper
      .me()
      .carts()
      .post({ body: { currency: 'AUD', customerEmail: email } })
      .execute();
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ customerId: customer.id, customerEmail: email, cartState: 'Active' });
    const { body: active } = await shopper.me().activeCart().get().execute();
    const added = await shopper
      .me()
      .carts()
      .withId({ ID: active.id })
      .post({
        body: {
          version: active.version,
          actions: [{ action: 'addLineItem', productId: product?.id ?? '', variantId: 1, quantity: 2 }],
        },
      })
      .execute();
    const [line] = added.body.lineItems;
    expect([line?.productId, line?.variant.id, line?.quantity]).toEqual([product?.id, 1, 2]);
    const removed = await shopper
      .me()
      .carts()
      .withId({ ID: added.body.id })
      .post({
        body: {
          version: added.body.version,
          actions: [{ action: 'removeLineItem', lineItemId: line?.id ?? '', quantity: 1 }],
        },
      })
      .execute();
    expect(removed.body.lineItems.map((item) => item.quantity)).toEqual([1]);
    expect(sent.some((request) => request.url === `${hosts().auth}/oauth/${projectKey}/customers/token`)).toBe(true);
  });

  it('the Admin API calls need their scope: a storefront token gets 403 insufficient_scope', async () => {
    const listing: Answer = await api('anonymous')
      .products()
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect([listing.statusCode, listing.code]).toEqual([403, 'insufficient_scope']);
    const creating: Answer = await api('clientCredentials')
      .customers()
      .post({ body: { email: `nobody-${Date.now()}@example.com`, password: 'whatever-1' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([creating.statusCode, creating.code]).toEqual([403, 'insufficient_scope']);
    const reading: Answer = await api('clientCredentials')
      .customers()
      .get()
      .execute()
      .catch((caught: unknown) => caught);
    expect([reading.statusCode, reading.code]).toEqual([403, 'insufficient_scope']);
  });

  it('the graphql categories example: the tree from the roots (children, childCount) and a breadcrumb by key', async () => {
    const tree = `query CategoryTree($where: String, $limit: Int, $locale: Locale!) {
      categories(where: $where, limit: $limit, sort: ["orderHint asc"]) {
        total
        results { id key name(locale: $locale) childCount
          children { id name(locale: $locale) childCount children { id name(locale: $locale) } } }
      }
    }`;
    const asSent = await exampleGraphql(tree, { where: 'parent is not defined', limit: 10, locale: 'en' });
    const { body: roots } = await api('clientCredentials')
      .categories()
      .get({ queryArgs: { where: 'parent is not defined', sort: 'orderHint asc', limit: 10 } })
      .execute();
    expect(asSent.categories.total).toBe(roots.total);
    expect(asSent.categories.results.map((category: Answer) => category.id)).toEqual(roots.results.map((c) => c.id));
    // The catalogue's names are en-AU: a locale it lacks is null, as commercetools answers it.
    expect(asSent.categories.results[0].name).toBeNull();
    const data = await exampleGraphql(tree, { where: 'parent is not defined', limit: 10, locale: 'en-AU' });
    const [root] = data.categories.results;
    const { body: children } = await api('clientCredentials')
      .categories()
      .get({ queryArgs: { where: `parent(id = "${root.id}")`, sort: 'orderHint asc', limit: 500 } })
      .execute();
    expect(root.childCount).toBe(children.total);
    expect(root.children.map((child: Answer) => child.name)).toEqual(children.results.map((c) => c.name['en-AU']));
    const child = root.children.find((candidate: Answer) => candidate.childCount > 0);
    expect(child.children).toHaveLength(child.childCount);
    const leaf = children.results.find((candidate) => candidate.id === child.id);
    const { body: grandchild } = await api('clientCredentials')
      .categories()
      .withId({ ID: child.children[0].id })
      .get()
      .execute();
    const crumb = await exampleGraphql(
      `query { category(key: "${grandchild.key}") { id name(locale: "en-AU") ancestors { id name(locale: "en-AU") }
        parent { id name(locale: "en-AU") } } }`,
    );
    expect(crumb.category.ancestors.map((ancestor: Answer) => ancestor.id)).toEqual(
      grandchild.ancestors.map((a) => a.id),
    );
    expect(crumb.category.parent).toEqual({ id: leaf?.id, name: leaf?.name['en-AU'] });
    expect((await exampleGraphql('query { category(key: "no-such-category") { id } }')).category).toBeNull();
  });

  it('the graphql project and products examples: settings as REST reads them, products with masterData', async () => {
    const { project } = await exampleGraphql(`query Project { project { key name version languages currencies countries
      carts { deleteDaysAfterLastModification countryTaxRateFallbackEnabled } messages { enabled deleteDaysAfterCreation } } }`);
    const { body: rest } = await api('clientCredentials').get().execute();
    expect(project).toEqual({
      key: rest.key,
      name: rest.name,
      version: rest.version,
      languages: rest.languages,
      currencies: rest.currencies,
      countries: rest.countries,
      carts: rest.carts,
      messages: rest.messages,
    });
    const inputType = await exampleGraphql(
      `query ShippingRateInputType($locale: Locale!) { project { key shippingRateInputType { type __typename
        ... on CartClassificationType { values { key label(locale: $locale) } } } } }`,
      { locale: 'en' },
    );
    expect(inputType.project.shippingRateInputType).toBeNull();
    const products = `query Products($where: String, $limit: Int, $locale: Locale!) {
      products(where: $where, limit: $limit) { total results { id key productType { key name }
        masterData { published current { name(locale: $locale) slug(locale: $locale) categories { id name(locale: $locale) }
          masterVariant { sku images { url label } prices { value { centAmount currencyCode }
            discounted { value { centAmount currencyCode } } } } } } } } }`;
    const data = await exampleGraphql(products, { where: 'masterData(published=true)', limit: 5, locale: 'en-AU' });
    const { body: rest5 } = await exampleApi()
      .products()
      .get({ queryArgs: { where: 'masterData(published=true)', limit: 5 } })
      .execute();
    expect(data.products.total).toBe(rest5.total);
    expect(data.products.results.map((product: Answer) => product.id)).toEqual(rest5.results.map((p) => p.id));
    const [first] = data.products.results;
    const restFirst = rest5.results[0];
    expect(first.masterData.published).toBe(true);
    expect(first.masterData.current).toMatchObject({
      name: restFirst?.masterData.current.name['en-AU'],
      slug: restFirst?.masterData.current.slug['en-AU'],
      masterVariant: { sku: restFirst?.masterData.current.masterVariant.sku },
    });
    expect(first.masterData.current.masterVariant.prices[0].value.centAmount).toBe(
      restFirst?.masterData.current.masterVariant.prices?.[0]?.value.centAmount,
    );
    const none = await exampleGraphql(products, { where: 'masterData(published=false)', limit: 5, locale: 'en' });
    expect(none.products).toEqual({ total: 0, results: [] });
    const localized = await exampleGraphql(
      'query { products(limit: 1) { results { masterData { current { name(locale: "en") metaTitle slugAllLocales { locale value } } } } } }',
    );
    expect(localized.products.results[0].masterData.current).toMatchObject({
      name: null,
      metaTitle: null,
      slugAllLocales: [{ locale: 'en-AU', value: expect.any(String) }],
    });
  });

  it('the fastify example: a project update at a stale version is a 409; its concurrent-modification middleware retries', async () => {
    const fastifyApi = (retry: boolean) => {
      let builder = new ClientBuilder().withProjectKey(projectKey).withAnonymousSessionFlow({
        host: hosts().auth,
        projectKey,
        credentials: { clientId: ADMIN_CLIENT.id, clientSecret: ADMIN_CLIENT.secret },
        scopes: [`manage_project:${projectKey}`],
        httpClient: recordingFetch,
      });
      builder = builder.withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch });
      if (retry) builder = builder.withConcurrentModificationMiddleware();
      return createApiBuilderFromCtpClient(builder.build()).withProjectKey({ projectKey });
    };
    const { body: before } = await fastifyApi(false).get().execute();
    const update = (name: string) => ({ body: { version: 100, actions: [{ action: 'changeName' as const, name }] } });
    const stale: Answer = await fastifyApi(false)
      .post(update('fastify-error-example'))
      .execute()
      .catch((caught: unknown) => caught);
    expect([stale.statusCode, stale.code, stale.body.errors[0].currentVersion]).toEqual([
      409,
      'ConcurrentModification',
      before.version,
    ]);
    const { body: after } = await fastifyApi(true).post(update('fastify-success-example')).execute();
    expect([after.name, after.version]).toEqual(['fastify-success-example', before.version + 1]);
    const { project } = await exampleGraphql('query { project { name version } }');
    expect(project).toEqual({ name: 'fastify-success-example', version: before.version + 1 });
    const refused: Answer = await api('anonymous')
      .post({ body: { version: after.version, actions: [{ action: 'changeName', name: 'nope' }] } })
      .execute()
      .catch((caught: unknown) => caught);
    expect([refused.statusCode, refused.code]).toEqual([403, 'insufficient_scope']);
  });

  it('the graphql product-search example: full-text productProjectionSearch in the given locale, fuzzy', async () => {
    const fullText = (locale: string, text: string) =>
      exampleGraphql(`query { productProjectionSearch(locale: "${locale}", text: "${text}", fuzzy: true, limit: 10) {
        total results { id name(locale: "${locale}") masterVariant { sku } } } }`);
    const { body: page } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 1 } })
      .execute();
    const word = page.results[0]?.name['en-AU']?.split(' ')[0] ?? '';
    const found = await fullText('en-AU', word);
    expect(found.productProjectionSearch.total).toBeGreaterThan(0);
    expect(found.productProjectionSearch.results[0].name.split(' ')).toContain(word);
    // The example's own locale, `en`: the catalogue has no text in it.
    expect((await fullText('en', word)).productProjectionSearch).toEqual({ total: 0, results: [] });
  });

  it('fuzzy search tolerates a typo (1 edit up to 5 letters, 2 beyond), over GraphQL and REST; fuzzyLevel narrows it', async () => {
    const client = api('clientCredentials');
    const { body: page } = await client
      .productProjections()
      .get({ queryArgs: { limit: 50 } })
      .execute();
    const product = page.results.find((candidate) =>
      (candidate.name['en-AU'] ?? '').split(' ').some((part) => /^[A-Za-z]{6,}$/.test(part)),
    );
    const word = (product?.name['en-AU'] ?? '').split(' ').find((part) => /^[A-Za-z]{6,}$/.test(part)) ?? '';
    // Two letters changed: no catalogue word, within a 6-letter word's default fuzzy level.
    const typo = `${word.slice(0, 2)}qx${word.slice(4)}`;
    const graphql = (fuzzy: boolean) =>
      exampleGraphql(`query { productProjectionSearch(locale: "en-AU", text: "${typo}", fuzzy: ${fuzzy}, limit: 500) {
        total results { id } } }`);
    const fuzzy = (await graphql(true)).productProjectionSearch;
    expect(fuzzy.results.map((found: { id: string }) => found.id)).toContain(product?.id);
    expect((await graphql(false)).productProjectionSearch.total).toBe(0);
    const search = (queryArgs: Record<string, string | number | boolean>) =>
      client
        .productProjections()
        .search()
        .get({ queryArgs: { 'text.en-AU': typo, limit: 500, ...queryArgs } })
        .execute();
    const rest = await search({ fuzzy: true });
    expect(rest.body.results.map((found) => found.id)).toContain(product?.id);
    expect((await search({ fuzzy: true, fuzzyLevel: 1 })).body.total).toBe(0);
    const refused: Answer = await search({ fuzzy: true, fuzzyLevel: 3 }).catch((caught: unknown) => caught);
    expect([refused.statusCode, refused.code]).toEqual([400, 'InvalidInput']);
  });

  it("the storefront's own GraphQL operations, each sent by platform-sdk as the SDK sends it", async () => {
    const email = `storefront-ops-${Date.now()}@example.com`;
    const password = 'storefront-ops-1';
    await exampleApi()
      .customers()
      .post({ body: { email, password, firstName: 'Lydia' } })
      .execute();
    const graphql = customerApi(email, password).graphql();
    const run = async (operationName: string, variables: Record<string, unknown>) => {
      const answer = await graphql
        .post({ body: { query: storefrontOperation(operationName), operationName, variables } })
        .execute();
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data as Answer;
    };
    const locale = 'en-AU';
    const [stocked] = await stockedSkus(1);
    const sku = stocked?.sku ?? '';
    const found = await run('ProductSearch', {
      filters: [{ model: { value: { path: 'variants.sku', values: [sku] } } }],
      limit: 1,
      locale,
      withCategories: true,
    });
    expect(found.productProjectionSearch.results.map((product: Answer) => product.masterVariant.sku)).toEqual([sku]);
    expect((await run('MyActiveCart', { locale })).me.activeCart).toBeNull();
    const created = (await run('CreateMyCart', { draft: { currency: 'AUD' }, locale })).createMyCart;
    const updated = (
      await run('UpdateMyCart', {
        id: created.id,
        version: created.version,
        actions: [{ addLineItem: { sku, quantity: 1 } }],
        locale,
      })
    ).updateMyCart;
    expect(updated.lineItems.map((line: Answer) => [line.variant.sku, line.quantity])).toEqual([[sku, 1]]);
    expect((await run('MyActiveCart', { locale })).me.activeCart.id).toBe(created.id);
    // A second basket of the same customer, listed oldest first, then merged away by deleting it.
    const second = (await run('CreateMyCart', { draft: { currency: 'AUD' }, locale })).createMyCart;
    const listed = (await run('MyActiveCarts', { locale })).me.carts.results;
    expect(listed.map((cart: Answer) => cart.id)).toEqual([created.id, second.id]);
    await run('DeleteMyCart', { id: second.id, version: second.version, locale });
    expect((await run('MyActiveCarts', { locale })).me.carts.results.map((cart: Answer) => cart.id)).toEqual([
      created.id,
    ]);
    const customer = (await run('MyCustomer', {})).me.customer;
    expect(customer.email).toBe(email);
    const renamed = (
      await run('UpdateMyCustomer', { version: customer.version, actions: [{ setFirstName: { firstName: 'Ruth' } }] })
    ).updateMyCustomer;
    expect(renamed.firstName).toBe('Ruth');
    const order = (await run('CreateMyOrderFromCart', { draft: { id: updated.id, version: updated.version }, locale }))
      .createMyOrderFromCart;
    const orders = (await run('MyOrders', { limit: 5, offset: 0, locale })).me.orders;
    expect(orders.results.map((listed: Answer) => listed.id)).toEqual([order.id]);
    const where = (await run('MyOrderWhere', { where: `id = "${order.id}"`, locale })).me.orders;
    expect(where.results.map((listed: Answer) => listed.id)).toEqual([order.id]);
    expect((await run('MyOrder', { orderNumber: order.orderNumber, locale })).me.order.id).toBe(order.id);
    const list = (await run('CreateMyShoppingList', { draft: { name: [{ locale, value: 'Christmas' }] }, locale }))
      .createMyShoppingList;
    expect((await run('MyShoppingLists', { limit: 5, offset: 0, locale })).me.shoppingLists.total).toBe(1);
    expect((await run('MyShoppingList', { id: list.id, locale })).me.shoppingList.id).toBe(list.id);
    const changed = (
      await run('UpdateMyShoppingList', {
        id: list.id,
        version: list.version,
        actions: [{ changeName: { name: [{ locale, value: 'Easter' }] } }],
        locale,
      })
    ).updateMyShoppingList;
    expect(changed.name).toBe('Easter');
    await run('DeleteMyShoppingList', { id: changed.id, version: changed.version, locale });
    expect((await run('MyShoppingLists', { limit: 5, offset: 0, locale })).me.shoppingLists.total).toBe(0);
  });

  it('the graphql carts example: createCart, updateCart with addLineItem by sku, carts read back, deleteCart', async () => {
    const [stocked] = await stockedSkus(1);
    const sku = stocked?.sku ?? '';
    const created = (
      await exampleGraphql(
        'mutation CreateCart($draft: CartDraft!) { createCart(draft: $draft) { id version cartState } }',
        { draft: { currency: 'AUD', country: 'AU' } },
      )
    ).createCart;
    expect(created).toMatchObject({ version: 1, cartState: 'Active' });
    const updated = (
      await exampleGraphql(
        `mutation UpdateCart($id: String!, $version: Long!, $actions: [CartUpdateAction!]!) {
          updateCart(id: $id, version: $version, actions: $actions) {
            id version totalPrice { centAmount currencyCode } lineItems { id quantity } } }`,
        { id: created.id, version: created.version, actions: [{ addLineItem: { sku, quantity: 2 } }] },
      )
    ).updateCart;
    expect(updated.version).toBe(2);
    expect(updated.lineItems.map((line: Answer) => line.quantity)).toEqual([2]);
    const carts = `query Carts($where: String, $limit: Int, $locale: Locale!) {
      carts(where: $where, limit: $limit, sort: ["lastModifiedAt desc"]) { total results { id version cartState
        totalPrice { centAmount currencyCode } shippingAddress { city country }
        shippingInfo { shippingMethodName price { centAmount currencyCode } }
        lineItems { id quantity name(locale: $locale) variant { sku } totalPrice { centAmount currencyCode } } } } }`;
    const active = await exampleGraphql(carts, { where: 'cartState="Active"', limit: 5, locale: 'en' });
    expect(active.carts.results[0]).toMatchObject({
      id: created.id,
      version: 2,
      totalPrice: updated.totalPrice,
      shippingInfo: null,
      lineItems: [{ quantity: 2, name: null, variant: { sku } }],
    });
    const everyActive = await exampleGraphql(carts, { where: 'cartState="Active"', limit: 500, locale: 'en' });
    expect(everyActive.carts.results.every((cart: Answer) => cart.cartState === 'Active')).toBe(true);
    expect(everyActive.carts.total).toBe(everyActive.carts.results.length);
    const storefront: Answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: `mutation { deleteCart(id: "${created.id}", version: 2) { id } }` } })
      .execute()
      .catch((caught: unknown) => caught);
    expect((storefront.body ?? storefront).errors[0].extensions.code).toBe('insufficient_scope');
    const client = new ClientBuilder()
      .withProjectKey(projectKey)
      .withClientCredentialsFlow({
        host: hosts().auth,
        projectKey,
        credentials: { clientId: ADMIN_CLIENT.id, clientSecret: ADMIN_CLIENT.secret },
        httpClient: recordingFetch,
      })
      .withHttpMiddleware({ host: hosts().api, httpClient: recordingFetch })
      .build();
    const { body: stale } = await createApiBuilderFromCtpClient(client)
      .withProjectKey({ projectKey })
      .graphql()
      .post({ body: { query: `mutation { deleteCart(id: "${created.id}", version: 1) { id } }` } })
      .execute();
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'ConcurrentModification', currentVersion: 2 });
    await exampleGraphql(`mutation { deleteCart(id: "${updated.id}", version: ${updated.version}) { id } }`);
    const gone = await exampleGraphql(`query { cart(id: "${created.id}") { id } }`);
    expect(gone.cart).toBeNull();
  });

  it('the graphql customers and orders examples: lists with where and sort, the customer of an order, a workflow update', async () => {
    const customers = await exampleGraphql(
      `query Customers($where: String, $sort: [String!], $limit: Int) { customers(where: $where, sort: $sort, limit: $limit) {
        total count results { id email firstName lastName customerGroup { id name } addresses { city country } } } }`,
      { where: 'firstName is defined', sort: ['lastName asc'], limit: 20 },
    );
    const names = customers.customers.results.map((customer: Answer) => customer.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(customers.customers.count).toBe(customers.customers.results.length);
    expect(customers.customers.results.some((customer: Answer) => customer.customerGroup?.name)).toBe(true);
    const email = `orders-example-${Date.now()}@example.com`;
    await exampleApi()
      .customers()
      .post({ body: { email, password: 'orders-example-1' } })
      .execute();
    const shopper = customerApi(email, 'orders-example-1').me();
    const [stocked] = await stockedSkus(1);
    const { body: cart } = await shopper
      .carts()
      .post({ body: { currency: 'AUD', lineItems: [{ sku: stocked?.sku, quantity: 1 }] } })
      .execute();
    const { body: placed } = await shopper
      .orders()
      .post({ body: { id: cart.id, version: cart.version } })
      .execute();
    const orders = `query Orders($where: String, $limit: Int, $locale: Locale!) {
      orders(where: $where, limit: $limit, sort: ["createdAt desc"]) { total results { id orderNumber orderState
        paymentState createdAt totalPrice { centAmount currencyCode } customer { id email } state { key name(locale: $locale) }
        lineItems { id quantity name(locale: $locale) variant { sku } }
        paymentInfo { payments { id transactions { id type state amount { centAmount currencyCode } } } } } } }`;
    const open = await exampleGraphql(orders, { where: 'orderState="Open"', limit: 10, locale: 'en' });
    expect(open.orders.results[0]).toMatchObject({
      id: placed.id,
      orderState: 'Open',
      paymentState: null,
      state: null,
      paymentInfo: null,
      customer: { email },
      lineItems: [{ quantity: 1, name: null, variant: { sku: stocked?.sku } }],
    });
    const moved = (
      await exampleGraphql(
        `mutation { updateOrder(id: "${placed.id}", version: ${placed.version}, actions: [
          { changeOrderState: { orderState: Confirmed } }, { changePaymentState: { paymentState: Paid } }]) {
          id version orderState paymentState } }`,
      )
    ).updateOrder;
    expect(moved).toEqual({
      id: placed.id,
      version: placed.version + 1,
      orderState: 'Confirmed',
      paymentState: 'Paid',
    });
    const stillOpen = await exampleGraphql(orders, { where: 'orderState="Open"', limit: 500, locale: 'en' });
    expect(stillOpen.orders.results.map((order: Answer) => order.id)).not.toContain(placed.id);
    const { body: mine } = await shopper.orders().withId({ ID: placed.id }).get().execute();
    expect([mine.orderState, mine.paymentState, mine.version]).toEqual(['Confirmed', 'Paid', placed.version + 1]);
    const storefront: Answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: '{ customers(limit: 1) { total } }' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect((storefront.body ?? storefront).errors[0].extensions.code).toBe('insufficient_scope');
  });

  it('the graphql product-search example: productsSearch with range, and/exists, postFilter, sort and a distinct facet', async () => {
    const { body: all } = await api('clientCredentials')
      .productProjections()
      .get({ queryArgs: { limit: 500 } })
      .execute();
    const priced = all.results.map((product) => ({
      id: product.id,
      cents: product.masterVariant.prices?.[0]?.value.centAmount ?? 0,
      format:
        (product.masterVariant.attributes?.find((a) => a.name === 'format')?.value as { key: string } | undefined)
          ?.key ?? '',
    }));
    const search = `query ProductsSearch($query: SearchQueryInput, $postFilter: SearchQueryInput,
      $sort: [SearchSortingInput!], $limit: Int, $facets: [ProductSearchFacetExpressionInput!], $locale: Locale!) {
      productsSearch(query: $query, postFilter: $postFilter, sort: $sort, limit: $limit, facets: $facets) {
        total results { id product { key masterData { current { name(locale: $locale)
          masterVariant { sku prices { value { centAmount currencyCode } } } } } } }
        facets { name __typename ... on ProductSearchFacetResultBucket { buckets { key count } } } } }`;
    // The example's first query: a weight attribute the catalogue does not have matches nothing.
    const weight = await exampleGraphql(search, {
      query: { range: { float: { field: 'variants.attributes.weight', fieldType: 'number', gte: 1.2, lte: 3 } } },
      sort: [{ field: 'variants.prices.centAmount', order: 'asc' }],
      limit: 10,
      locale: 'en',
    });
    expect(weight.productsSearch).toEqual({ total: 0, results: [], facets: [] });
    const dear = await exampleGraphql(search, {
      query: {
        and: [
          { exists: { field: 'variants.prices' } },
          { range: { float: { field: 'variants.prices.centAmount', fieldType: 'number', gte: 1000 } } },
        ],
      },
      postFilter: { exists: { field: 'variants.images' } },
      sort: [{ field: 'variants.prices.centAmount', order: 'desc' }],
      limit: 10,
      facets: [
        { distinct: { name: 'countries', field: 'variants.prices.country', fieldType: 'text' } },
        { distinct: { name: 'formats', field: 'variants.attributes.format', fieldType: 'enum', limit: 50 } },
      ],
      locale: 'en-AU',
    });
    const expected = priced.filter((product) => product.cents >= 1000);
    expect(dear.productsSearch.total).toBe(expected.length);
    const cents = dear.productsSearch.results.map(
      (result: Answer) => result.product.masterData.current.masterVariant.prices[0].value.centAmount,
    );
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect(cents[0]).toBe(Math.max(...expected.map((product) => product.cents)));
    const [countries, formats] = dear.productsSearch.facets;
    expect(countries).toEqual({ name: 'countries', __typename: 'ProductSearchFacetResultBucket', buckets: [] });
    const byFormat = new Map<string, number>();
    for (const product of expected) byFormat.set(product.format, (byFormat.get(product.format) ?? 0) + 1);
    expect(Object.fromEntries(formats.buckets.map((bucket: Answer) => [bucket.key, bucket.count]))).toEqual(
      Object.fromEntries(byFormat),
    );
    const first = dear.productsSearch.results[0];
    const only = await exampleGraphql(search, {
      query: { exact: { field: 'variants.sku', value: first.product.masterData.current.masterVariant.sku } },
      postFilter: { exact: { field: 'id', value: 'no-such-product' } },
      facets: [{ distinct: { name: 'formats', field: 'variants.attributes.format' } }],
      locale: 'en-AU',
    });
    // postFilter narrows the results, not the facets.
    expect(only.productsSearch.total).toBe(0);
    expect(only.productsSearch.facets[0].buckets.reduce((sum: number, bucket: Answer) => sum + bucket.count, 0)).toBe(
      1,
    );
    const refused: Answer = await api('clientCredentials')
      .graphql()
      .post({ body: { query: '{ productsSearch(query: { wildcard: { field: "key", value: "a*" } }) { total } }' } })
      .execute()
      .catch((caught: unknown) => caught);
    expect((refused.body ?? refused).errors[0].extensions.code).toBe('NotImplemented');
  });
});
