import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  ct = commercetoolsTestClient(emulator.url);
});
afterAll(() => emulator?.stop());

const ME = '{ me { customer { id email } activeCart { id anonymousId customerId } shoppingLists { total } } }';

describe('commercetools OAuth', () => {
  it('password flow answers the token pair with customer_id in the scope', async () => {
    const { status, body } = await ct.form('/oauth/bookshop/customers/token', {
      grant_type: 'password',
      username: 'grace@example.com',
      password: 'Psalm23!grace',
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(172800);
    expect(body.scope).toContain('customer_id:cust-000001');
    expect(body.scope).toContain('manage_my_profile:bookshop');
  });

  it('signs in by member number too, and rejects a wrong password in the OAuth error shape', async () => {
    const token = await ct.passwordToken('10000002', 'Psalm23!church');
    const { body } = await ct.graphql(token, ME);
    expect(body.data?.me.customer.email).toBe('accounts@stmarks.example.org');
    const wrong = await ct.form('/oauth/bookshop/customers/token', {
      grant_type: 'password',
      username: '10000002',
      password: 'nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      statusCode: 400,
      error: 'invalid_customer_account_credentials',
      errors: [{ code: 'invalid_customer_account_credentials' }],
    });
  });

  it('requires the demo client credentials (Basic auth)', async () => {
    const bad = `Basic ${Buffer.from('bookshop-storefront:wrong').toString('base64')}`;
    const answer = await ct.form('/oauth/token', { grant_type: 'client_credentials' }, bad);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_client');
    expect((await ct.form('/oauth/token', { grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
    expect(
      (await ct.form('/oauth/token', { grant_type: 'client_credentials', scope: 'manage_project:bookshop' })).body
        .error,
    ).toBe('invalid_scope');
  });

  it('refreshes an access token with the refresh token, once per client', async () => {
    const signIn = await ct.form('/oauth/bookshop/customers/token', {
      grant_type: 'password',
      username: 'sam.staff@example.com',
      password: 'Psalm23!staff',
    });
    const refreshed = await ct.form('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: signIn.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    expect(refreshed.body.access_token).not.toBe(signIn.body.access_token);
    expect(refreshed.body.scope).toContain('customer_id:cust-000003');
    const { body } = await ct.graphql(refreshed.body.access_token, ME);
    expect(body.data?.me.customer.id).toBe('cust-000003');
    const unknown = await ct.form('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_grant');
  });

  it('revokes an access token and a refresh token (RFC 7009): neither works again', async () => {
    const signIn = await ct.form('/oauth/bookshop/customers/token', {
      grant_type: 'password',
      username: 'grace@example.com',
      password: 'Psalm23!grace',
    });
    const { access_token: access, refresh_token: refresh } = signIn.body;
    expect((await ct.graphql(access, ME)).body.data?.me.customer.email).toBe('grace@example.com');
    const revokedAccess = await ct.form('/oauth/token/revoke', { token: access, token_type_hint: 'access_token' });
    expect(revokedAccess.status).toBe(200);
    expect((await ct.graphql(access, ME)).status).toBe(401);
    expect((await ct.form('/oauth/token/revoke', { token: refresh })).status).toBe(200);
    const refreshed = await ct.form('/oauth/token', { grant_type: 'refresh_token', refresh_token: refresh });
    expect(refreshed.body.error).toBe('invalid_grant');
    // An unknown token is no error, a missing one is, and the client must authenticate.
    expect((await ct.form('/oauth/token/revoke', { token: 'not-a-token' })).status).toBe(200);
    expect((await ct.form('/oauth/token/revoke', {})).body.error).toBe('invalid_request');
    const bad = `Basic ${Buffer.from('bookshop-storefront:wrong').toString('base64')}`;
    expect((await ct.form('/oauth/token/revoke', { token: refresh }, bad)).status).toBe(401);
  });

  it('an anonymous session sees only its own cart, a customer only their own account', async () => {
    const anonymousA = await ct.form('/oauth/bookshop/anonymous/token', { grant_type: 'client_credentials' });
    expect(anonymousA.body.scope).toMatch(/anonymous_id:[\w-]+/);
    const tokenA = anonymousA.body.access_token as string;
    const tokenB = await ct.anonymousToken();
    const created = await ct.graphql(
      tokenA,
      'mutation { createMyCart(draft: { currency: "AUD" }) { id anonymousId } }',
    );
    const cartId = created.body.data?.createMyCart.id;
    expect((await ct.graphql(tokenA, ME)).body.data?.me).toMatchObject({ customer: null, activeCart: { id: cartId } });
    expect((await ct.graphql(tokenB, ME)).body.data?.me).toMatchObject({ customer: null, activeCart: null });
    const foreign = await ct.graphql(tokenB, `{ me { cart(id: "${cartId}") { id } } }`);
    expect(foreign.body.data?.me.cart).toBeNull();
    const update = await ct.graphql(
      tokenB,
      `mutation { updateMyCart(id: "${cartId}", version: 1, actions: [{ setShippingAddress: { address: { country: "AU" } } }]) { id } }`,
    );
    expect(update.body.errors?.[0]?.extensions?.code).toBe('ResourceNotFound');

    const grace = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const peter = await ct.passwordToken('accounts@stmarks.example.org', 'Psalm23!church');
    expect((await ct.graphql(grace, ME)).body.data?.me.customer.id).toBe('cust-000001');
    expect((await ct.graphql(peter, ME)).body.data?.me.customer.id).toBe('cust-000002');
    expect((await ct.graphql(grace, ME)).body.data?.me.activeCart).toBeNull();
  });

  it('a client-credentials token has no me; missing or unknown tokens answer 401 invalid_token', async () => {
    const client = await ct.clientToken();
    const answer = await ct.graphql(client, '{ me { customer { id } } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('insufficient_scope');
    const products = await ct.graphql(client, '{ productProjectionSearch(limit: 1) { total } }');
    expect(products.body.data?.productProjectionSearch.total).toBe(300);
    const unknown = await ct.graphql('made-up', '{ me { customer { id } } }');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({
      statusCode: 401,
      message: 'invalid_token',
      errors: [{ code: 'invalid_token', message: 'invalid_token' }],
      error: 'invalid_token',
    });
  });

  it('throttles failed sign-ins per identifier with 429 and Retry-After', async () => {
    const attempt = (password: string) =>
      ct.form('/oauth/bookshop/customers/token', {
        grant_type: 'password',
        username: 'yotpo.fails@example.com',
        password,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(400);
    const blocked = await attempt('Psalm23!yotpo');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.statusCode).toBe(429);
  });
});
