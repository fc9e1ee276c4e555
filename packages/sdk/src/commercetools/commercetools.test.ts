import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { createBookshop } from '../createBookshop';
import {
  AuthError,
  ConcurrentModificationError,
  GraphQLResponseError,
  SESSION_ENDED_MESSAGE,
  ValidationError,
} from '../errors';

// Real commercetools answers, recorded in the API reference (see test/fixtures/commercetools/README.md).
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/commercetools/${name}`, import.meta.url), 'utf8'));
const conflict = fixture('GraphQLError.json');
const invalidToken = fixture('AuthErrorResponse.json');

const API = 'https://api.example.test';
const AUTH = 'https://auth.example.test';
const customer = {
  id: 'c1',
  version: 3,
  email: 'grace@example.com',
  firstName: 'Grace',
  addresses: [],
  shippingAddressIds: [],
  billingAddressIds: [],
  createdAt: '2020-01-01T00:00:00.000Z',
};

const calls: { url: string; body: string; authorization: string | null }[] = [];
let graphqlAnswers: (() => Response)[] = [];
let tokenCount = 0;
const server = setupServer(
  http.post(`${AUTH}/oauth/bookshop/anonymous/token`, async ({ request }) => {
    calls.push({ url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
    tokenCount++;
    return HttpResponse.json({
      access_token: `anon-${tokenCount}`,
      expires_in: 3600,
      scope: 'view_products:bookshop anonymous_id:a1',
      token_type: 'Bearer',
    });
  }),
  http.post(`${AUTH}/oauth/token`, async ({ request }) => {
    calls.push({ url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
    return HttpResponse.json({ error: 'invalid_grant' }, { status: 400 });
  }),
  http.post(`${API}/bookshop/graphql`, async ({ request }) => {
    calls.push({ url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
    const next = graphqlAnswers.shift();
    return next ? next() : HttpResponse.json({ data: { me: { customer }, updateMyCustomer: customer } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  graphqlAnswers = [];
  tokenCount = 0;
});
afterAll(() => server.close());

const config = (extra = {}) => ({
  commercetools: { apiUrl: API, authUrl: AUTH, projectKey: 'bookshop', clientId: 'web', clientSecret: 's3cret' },
  retries: 0,
  ...extra,
});

describe('commercetools session and GraphQL', () => {
  it('answers null for an anonymous shopper without asking the server', async () => {
    expect(await createBookshop(config()).customer.me()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('starts an anonymous session with the client credentials and reuses its token', async () => {
    const bookshop = createBookshop(config());
    expect(await bookshop.customer.update({ version: 1, actions: [] })).toMatchObject({ id: 'c1', firstName: 'Grace' });
    await bookshop.customer.update({ version: 1, actions: [] });
    const [token, first, second] = calls;
    expect(token?.authorization).toBe(`Basic ${btoa('web:s3cret')}`);
    expect(token?.body).toBe('grant_type=client_credentials');
    expect(first?.authorization).toBe('Bearer anon-1');
    expect(second?.authorization).toBe('Bearer anon-1');
    expect(JSON.parse(first?.body ?? '{}').query).toContain('fragment CustomerFields on Customer');
  });

  it('asks for the signed-in customer with their token', async () => {
    const tokenStore = memoryTokenStore({
      accessToken: 'cust-token',
      expiresAt: Date.now() + 3_600_000,
      scope: 'customer_id:c1',
      customerId: 'c1',
    });
    expect(await createBookshop(config({ tokenStore })).customer.me()).toMatchObject({ id: 'c1' });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer cust-token']);
  });

  it('falls back to a new anonymous session when an expired token cannot be refreshed', async () => {
    const tokenStore = memoryTokenStore({
      accessToken: 'old',
      refreshToken: 'r-old',
      expiresAt: 0,
      scope: 'customer_id:c1',
      customerId: 'c1',
    });
    await createBookshop(config({ tokenStore })).customer.me();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/oauth/token',
      '/oauth/bookshop/anonymous/token',
      '/bookshop/graphql',
    ]);
    expect(calls[0]?.body).toBe('grant_type=refresh_token&refresh_token=r-old');
    expect((await tokenStore.get())?.accessToken).toBe('anon-1');
  });

  it('renews a refused token once and repeats the request', async () => {
    graphqlAnswers = [() => HttpResponse.json(invalidToken, { status: 401 })];
    const bookshop = createBookshop(config());
    expect(await bookshop.customer.update({ version: 1, actions: [] })).toMatchObject({ id: 'c1' });
    const authorizations = calls.filter((call) => call.url.endsWith('/graphql')).map((call) => call.authorization);
    expect(authorizations).toEqual(['Bearer anon-1', 'Bearer anon-2']);
  });

  it('raises GraphQLResponseError with the server code', async () => {
    graphqlAnswers = [
      () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Bad action', extensions: { code: 'InvalidInput' } }] }),
    ];
    const error = (await createBookshop(config())
      .customer.update({ version: 1, actions: [] })
      .catch((e) => e)) as GraphQLResponseError;
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error.code).toBe('InvalidInput');
  });

  it('raises GraphQLResponseError with the code for a 400 InvalidInput, as commercetools answers since 2026-01', async () => {
    const message = 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]';
    const documented = {
      data: null,
      errors: [
        { message, path: ['products'], locations: [{ line: 2, column: 3 }], extensions: { code: 'InvalidInput' } },
      ],
    };
    // The documented body, the same with the ErrorResponse fields beside it (the emulator's), and a bare ErrorResponse.
    const bodies = [
      documented,
      { statusCode: 400, message, ...documented },
      { statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] },
    ];
    for (const body of bodies) {
      graphqlAnswers = [() => HttpResponse.json(body, { status: 400 })];
      const error = (await createBookshop(config())
        .customer.update({ version: 1, actions: [] })
        .catch((e) => e)) as GraphQLResponseError;
      expect(error).toBeInstanceOf(GraphQLResponseError);
      expect([error.code, error.message]).toEqual(['InvalidInput', message]);
    }
  });

  it('reads a 200 that is not a GraphQL answer as an answer without data', async () => {
    graphqlAnswers = [() => HttpResponse.json(null)];
    const error = await createBookshop(config())
      .customer.update({ version: 1, actions: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as Error).message).toBe('GraphQL answer had no data');
  });

  it('refuses a token answer without an access token and keeps nothing', async () => {
    server.use(http.post(`${AUTH}/oauth/bookshop/anonymous/token`, () => HttpResponse.html('<p>Maintenance</p>')));
    const tokenStore = memoryTokenStore();
    const error = await createBookshop(config({ tokenStore }))
      .cart.active()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toMatch(/^commercetools OAuth/);
    expect(await tokenStore.get()).toBeUndefined();
  });

  it("sends a call's own headers to the service it calls, not to the token endpoint", async () => {
    const traces: Record<string, string | null> = {};
    server.events.on('request:start', ({ request }) => {
      traces[new URL(request.url).pathname] = request.headers.get('x-trace');
    });
    await createBookshop(config()).customer.update({ version: 1, actions: [] }, { headers: { 'x-trace': 't1' } });
    server.events.removeAllListeners();
    expect(traces).toEqual({ '/oauth/bookshop/anonymous/token': null, '/bookshop/graphql': 't1' });
  });

  it('auth.refresh: a refused refresh token ends the session with an AuthError and forgets the token', async () => {
    const tokenStore = memoryTokenStore({
      accessToken: 'old',
      refreshToken: 'r-old',
      expiresAt: Date.now() + 3_600_000,
      scope: 'customer_id:c1',
      customerId: 'c1',
    });
    const error = await createBookshop(config({ tokenStore }))
      .auth.refresh()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: SESSION_ENDED_MESSAGE, code: 'invalid_grant' });
    expect(await tokenStore.get()).toBeUndefined();
  });
});

describe('customer.update', () => {
  it('re-sends the same actions with the current version after a conflict', async () => {
    // The conflict may come with 200 or with a 409 status; the error code decides either way.
    graphqlAnswers = [() => HttpResponse.json({ data: null, errors: [conflict] }, { status: 409 })];
    graphqlAnswers.push(() =>
      HttpResponse.json({ data: { updateMyCustomer: { ...customer, version: 3, firstName: 'Ruth' } } }),
    );
    const actions = [{ setFirstName: { firstName: 'Ruth' } }];
    const updated = await createBookshop(config()).customer.update({ version: 1, actions });
    expect(updated?.firstName).toBe('Ruth');
    const sent = calls.filter((call) => call.url.endsWith('/graphql')).map((call) => JSON.parse(call.body).variables);
    expect(sent).toEqual([
      { version: 1, actions },
      { version: 2, actions },
    ]);
  });

  it('gives up after the configured retries with ConcurrentModificationError', async () => {
    graphqlAnswers = Array.from({ length: 3 }, () => () => HttpResponse.json({ data: null, errors: [conflict] }));
    const bookshop = createBookshop(config({ versionRetries: 2 }));
    const error = (await bookshop.customer
      .update({ version: 1, actions: [] })
      .catch((e) => e)) as ConcurrentModificationError;
    expect(error).toBeInstanceOf(ConcurrentModificationError);
    expect(error.currentVersion).toBe(2);
    expect(calls.filter((call) => call.url.endsWith('/graphql'))).toHaveLength(3);
  });

  it('logs and sends nothing without a version', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const result = await createBookshop(config({ logger })).customer.update({ version: undefined, actions: [] });
    expect(result).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith('Customer update skipped: the customer version is missing', {
      actions: [],
    });
    expect(calls).toHaveLength(0);
  });
});
