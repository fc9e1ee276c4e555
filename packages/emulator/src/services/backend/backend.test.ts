import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { commercetoolsTestClient, type Json } from '../commercetools/testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
const logs: string[] = [];
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, log: (line) => logs.push(line) });
  ct = commercetoolsTestClient(emulator.url);
});
afterAll(() => emulator?.stop());

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${emulator.url}/backend/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, Json> };
};
const mailbox = async (email: string) =>
  (await (await fetch(`${emulator.url}/backend/dev/mailbox?email=${encodeURIComponent(email)}`)).json()) as {
    messages: { subject: string; link: string; body: string }[];
  };
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

describe('backend auth/customers/token', () => {
  it('signs in by email or member number with customer_id in the scope', async () => {
    const { status, body } = await post('auth/customers/token', {
      username: ' grace@example.com ',
      password: 'Psalm23!grace',
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(body.scope).toContain('customer_id:cust-000001');
    const me = await ct.graphql(body.access_token, '{ me { customer { id } } }');
    expect(me.body.data?.me.customer.id).toBe('cust-000001');
    const byNumber = await post('auth/customers/token', { username: '10000003', password: 'Psalm23!staff' });
    expect(byNumber.body.scope).toContain('customer_id:cust-000003');
  });

  it("refuses wrong credentials with commercetools' OAuth error body, and bad bodies with { error }", async () => {
    const wrong = await post('auth/customers/token', { username: 'grace@example.com', password: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      error: 'invalid_customer_account_credentials',
      error_description: 'Customer account with the given credentials not found.',
    });
    const missing = await post('auth/customers/token', { password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Please enter email or membership no');
  });

  it("merges the anonymous cart into the customer cart as commercetools' MergeWithExistingCustomerCart does", async () => {
    const anonymous = await ct.anonymousToken();
    const products = await ct.graphql(
      anonymous,
      '{ productProjectionSearch(limit: 2) { results { masterVariant { sku } } } }',
    );
    const [first, second] = (products.body.data as Json).productProjectionSearch.results.map(
      (product: Json) => product.masterVariant.sku,
    );
    const customerToken = await ct.passwordToken('accounts@stmarks.example.org', 'Psalm23!church');
    await ct.graphql(
      customerToken,
      `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${first}" }] }) { id } }`,
    );
    const cart = await ct.graphql(
      anonymous,
      `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${first}", quantity: 2 }, { sku: "${second}" }] }) { id } }`,
    );
    const signIn = await post('auth/customers/token', {
      username: 'accounts@stmarks.example.org',
      password: 'Psalm23!church',
      anonymousCartId: cart.body.data?.createMyCart.id,
    });
    const me = await ct.graphql(
      signIn.body.access_token,
      '{ me { activeCart { lineItems { quantity variant { sku } } } } }',
    );
    const lines = me.body.data?.me.activeCart.lineItems.map((line: Json) => [line.variant.sku, line.quantity]);
    // A product in both carts keeps the larger quantity (2, not 1 + 2): the shopper who added it twice wants two.
    expect(Object.fromEntries(lines)).toEqual({ [first]: 2, [second]: 1 });
    expect((await ct.graphql(anonymous, '{ me { activeCart { id } } }')).body.data?.me.activeCart).toBeNull();
  });

  it('throttles repeated failures with 429 and Retry-After', async () => {
    let last = await post('auth/customers/token', { username: 'nobody@example.com', password: 'x' });
    for (let i = 0; i < 5; i++)
      last = await post('auth/customers/token', { username: 'nobody@example.com', password: 'x' });
    expect(last.status).toBe(429);
    expect(last.body.error).toBe('too_many_requests');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('backend sign-up, password reset, magic links, verifyUser', () => {
  it('signs up a new member who can then sign in', async () => {
    const signUp = await post('auth/customers/sign-up', {
      email: 'new.member@example.com',
      password: 'Faith!123',
      firstName: 'Nina',
      lastName: 'Member',
      phone: '0412000999',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body.customerNumber).toMatch(/^\d{8}$/);
    expect(signUp.body.scope).toContain(`customer_id:${signUp.body.customerId}`);
    const me = await ct.graphql(
      signUp.body.access_token,
      '{ me { customer { email customerNumber externalId custom { customFieldsRaw { name value } } } } }',
    );
    expect(me.body.data?.me.customer).toMatchObject({
      email: 'new.member@example.com',
      customerNumber: signUp.body.customerNumber,
    });
    const again = await post('auth/customers/sign-up', {
      email: 'NEW.member@example.com',
      password: 'Faith!123',
      firstName: 'Nina',
      lastName: 'Member',
    });
    expect(again.status).toBe(409);
    const weak = await post('auth/customers/sign-up', {
      email: 'x@example.com',
      password: 'abcdef',
      firstName: 'Nina',
      lastName: 'Member',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toContain('special character');
    const long = await post('auth/customers/sign-up', {
      email: 'y@example.com',
      password: 'Faith!123',
      firstName: 'N'.repeat(101),
      lastName: 'Member',
    });
    expect([long.status, long.body.error]).toEqual([400, 'firstName: Names are limited to 100 characters.']);
    expect((await post('auth/verifyUser', { username: 'new.member@example.com' })).body).toEqual({
      exists: true,
      isEmailVerified: false,
    });
    expect((await post('auth/verifyUser', { username: '99999999' })).body).toEqual({
      exists: false,
      isEmailVerified: false,
    });
  });

  it('resets a password through the mailed link, once', async () => {
    expect((await post('auth/customers/password-reset-token', { email: 'sam.staff@example.com' })).body).toEqual({
      success: true,
    });
    expect((await post('auth/customers/password-reset-token', { email: 'unknown@example.com' })).body).toEqual({
      success: true,
    });
    const [message] = (await mailbox('sam.staff@example.com')).messages;
    expect(message?.subject).toBe('Reset your password');
    expect(logs.some((line) => line.includes(message?.link as string))).toBe(true);
    const token = tokenOf(message?.link as string);
    expect((await post('auth/customers/password-reset-flow', { token, password: 'New!pass1' })).body).toEqual({
      success: true,
    });
    expect((await post('auth/customers/password-reset-flow', { token, password: 'New!pass2' })).status).toBe(400);
    // A token too short to be one, and a weak password, are refused in words a shopper can be shown.
    expect((await post('auth/customers/password-reset-flow', { token: 'short', password: 'New!pass2' })).body).toEqual({
      error: 'The reset link is invalid or has expired.',
    });
    expect((await post('auth/customers/password-reset-flow', { token, password: 'weak' })).body).toEqual({
      error: 'Password must be at least 6 characters',
    });
    expect((await post('auth/customers/magic-validate-token', { token: 'short' })).body).toEqual({
      error: 'The sign-in link is invalid or has expired.',
    });
    expect(
      (await post('auth/customers/token', { username: 'sam.staff@example.com', password: 'New!pass1' })).status,
    ).toBe(200);
  });

  it('signs in with a magic link across devices', async () => {
    const request = await post('auth/customers/magic-request', { email: 'grace@example.com' });
    expect(request.body).toMatchObject({ success: true });
    const { pollId } = request.body;
    expect((await post('auth/customers/magic-poll', { pollId })).body).toEqual({ status: 'pending' });
    expect((await post('auth/customers/magic-redeem-current', { pollId })).status).toBe(409);
    await post('auth/customers/magic-push', { pollId });
    const [latest, older] = (await mailbox('grace@example.com')).messages;
    expect(latest?.subject).toBe('Your sign-in link');
    // Pushing sends a fresh link and retires the older one.
    expect((await post('auth/customers/magic-validate-token', { token: tokenOf(older?.link as string) })).status).toBe(
      400,
    );
    const validated = await post('auth/customers/magic-validate-token', { token: tokenOf(latest?.link as string) });
    expect(validated.body).toEqual({ valid: true, email: 'grace@example.com' });
    expect((await post('auth/customers/magic-poll', { pollId })).body).toEqual({ status: 'approved' });
    const redeemed = await post('auth/customers/magic-redeem-current', { pollId });
    expect(redeemed.body.scope).toContain('customer_id:cust-000001');
    expect((await post('auth/customers/magic-redeem-current', { pollId })).status).toBe(409);
    expect((await post('auth/customers/magic-request', { email: 'nobody@example.com' })).body.success).toBe(true);

    const second = await post('auth/customers/magic-request', { email: 'grace@example.com' });
    const [link] = (await mailbox('grace@example.com')).messages;
    const initial = await post('auth/customers/magic-redeem-initial', { token: tokenOf(link?.link as string) });
    expect(initial.body.scope).toContain('customer_id:cust-000001');
    expect((await post('auth/customers/magic-poll', { pollId: second.body.pollId })).body).toEqual({
      status: 'redeemed',
    });
  });
});

describe('backend sign-in paths and the anonymous cart', () => {
  /** A new anonymous session's cart holding one unit of the `index`th product; answers its id and sku. */
  const anonymousCart = async (index: number) => {
    const anonymous = await ct.anonymousToken();
    const products = await ct.graphql(
      anonymous,
      `{ productProjectionSearch(limit: 1, offset: ${index}) { results { masterVariant { sku } } } }`,
    );
    const sku = (products.body.data as Json).productProjectionSearch.results[0].masterVariant.sku as string;
    const cart = await ct.graphql(
      anonymous,
      `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${sku}" }] }) { id } }`,
    );
    return { id: cart.body.data?.createMyCart.id as string, sku, anonymous };
  };
  const basket = async (accessToken: string) => {
    const me = await ct.graphql(accessToken, '{ me { activeCart { lineItems { quantity variant { sku } } } } }');
    return Object.fromEntries(
      (me.body.data?.me.activeCart?.lineItems ?? []).map((line: Json) => [line.variant.sku, line.quantity]),
    );
  };

  it('merges the signing-in device’s anonymous cart on joining and on either magic-link redemption', async () => {
    const joining = await anonymousCart(10);
    const joined = await post('auth/customers/sign-up', {
      email: 'joining.basket@example.com',
      password: 'Faith!123',
      firstName: 'Joanna',
      lastName: 'Basket',
      anonymousCartId: joining.id,
    });
    expect(await basket(joined.body.access_token as string)).toEqual({ [joining.sku]: 1 });

    // The device that asked for the link, once it is approved.
    const asking = await anonymousCart(11);
    const { pollId } = (await post('auth/customers/magic-request', { email: 'joining.basket@example.com' })).body;
    const [approval] = (await mailbox('joining.basket@example.com')).messages;
    await post('auth/customers/magic-validate-token', { token: tokenOf(approval?.link as string) });
    const current = await post('auth/customers/magic-redeem-current', { pollId, anonymousCartId: asking.id });
    expect(await basket(current.body.access_token as string)).toEqual({ [joining.sku]: 1, [asking.sku]: 1 });

    // The device that opened the link.
    const opening = await anonymousCart(12);
    await post('auth/customers/magic-request', { email: 'joining.basket@example.com' });
    const [link] = (await mailbox('joining.basket@example.com')).messages;
    const initial = await post('auth/customers/magic-redeem-initial', {
      token: tokenOf(link?.link as string),
      anonymousCartId: opening.id,
    });
    expect(await basket(initial.body.access_token as string)).toEqual({
      [joining.sku]: 1,
      [asking.sku]: 1,
      [opening.sku]: 1,
    });
  });

  it('merges a cart once however many sign-ins name it at the same moment, and refuses one that is no id', async () => {
    const cart = await anonymousCart(14);
    const login = { email: 'twice.basket@example.com', password: 'Faith!123', firstName: 'Tabitha', lastName: 'Twice' };
    await post('auth/customers/sign-up', login);
    // A double-clicked Login: both requests carry the same anonymous basket.
    const signIns = await Promise.all(
      [1, 2, 3].map(() =>
        post('auth/customers/token', { username: login.email, password: login.password, anonymousCartId: cart.id }),
      ),
    );
    expect(signIns.map((signIn) => signIn.status)).toEqual([200, 200, 200]);
    for (const signIn of signIns) expect(await basket(signIn.body.access_token as string)).toEqual({ [cart.sku]: 1 });
    const malformed = await post('auth/customers/token', {
      username: login.email,
      password: login.password,
      anonymousCartId: { id: cart.id },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^anonymousCartId: /);
  });

  it('merges nothing when the redemption is refused', async () => {
    const cart = await anonymousCart(13);
    const refused = await post('auth/customers/magic-redeem-current', {
      pollId: 'never-approved-0000',
      anonymousCartId: cart.id,
    });
    expect(refused.status).toBe(409);
    // Still the anonymous shopper's, as it was.
    expect(await basket(cart.anonymous)).toEqual({ [cart.sku]: 1 });
  });
});

describe('backend wishlist sharing', () => {
  it('generates and mails share links; anyone with the token sees the list', async () => {
    const signIn = await post('auth/customers/token', { username: 'grace@example.com', password: 'Psalm23!grace' });
    const auth = { authorization: `Bearer ${signIn.body.access_token}` };
    const link = await post('wishlist/generate-link', { shoppingListId: 'cust-000001-wishlist-1' }, auth);
    expect(link.status).toBe(200);
    const shared = await (await fetch(`${emulator.url}/backend/wishlist?token=${tokenOf(link.body.url)}`)).json();
    expect(shared).toMatchObject({
      id: 'cust-000001-wishlist-1',
      name: 'Birthday ideas',
      description: 'For Mum in June',
    });
    expect(shared.lineItems).toHaveLength(3);
    expect(shared.lineItems[0]).toMatchObject({
      quantity: 1,
      isOnStock: expect.any(Boolean),
      priceCents: expect.any(Number),
    });
    const pushed = await post(
      'wishlist/push-link',
      { shoppingListId: 'cust-000001-wishlist-2', email: 'friend@example.com', message: 'For you' },
      auth,
    );
    expect(pushed.body.success).toBe(true);
    expect((await mailbox('friend@example.com')).messages[0]?.subject).toBe('Grace shared a wishlist with you');
    expect((await post('wishlist/generate-link', { shoppingListId: 'cust-000002-wishlist-1' }, auth)).status).toBe(404);
    expect((await post('wishlist/generate-link', { shoppingListId: 'cust-000001-wishlist-1' })).status).toBe(401);
    expect((await fetch(`${emulator.url}/backend/wishlist?token=made-up`)).status).toBe(404);
  });

  it('puts the link on the storefront the site names, in the answer and in the email alike', async () => {
    const signIn = await post('auth/customers/token', { username: 'grace@example.com', password: 'Psalm23!grace' });
    const auth = { authorization: `Bearer ${signIn.body.access_token}` };
    const storefrontUrl = 'http://127.0.0.1:4321/account?tab=1';
    const link = await post(
      'wishlist/generate-link',
      { shoppingListId: 'cust-000001-wishlist-1', storefrontUrl },
      auth,
    );
    expect(link.body.url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/wishlist\/shared\?token=[\w-]+$/);
    const friend = 'origin-friend@example.com';
    const pushed = await post(
      'wishlist/push-link',
      { shoppingListId: 'cust-000001-wishlist-2', email: friend, storefrontUrl: 'https://shop.example.com' },
      auth,
    );
    expect(pushed.status).toBe(200);
    const [mail] = (await mailbox(friend)).messages;
    expect(mail?.link).toMatch(/^https:\/\/shop\.example\.com\/wishlist\/shared\?token=/);
    expect(mail?.body).toContain(mail?.link);
    for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://shop.example.com']) {
      const refused = await post(
        'wishlist/generate-link',
        { shoppingListId: 'cust-000001-wishlist-1', storefrontUrl: bad },
        auth,
      );
      expect([refused.status, refused.body.error]).toEqual([400, 'storefrontUrl: an http(s) address is required']);
    }
  });
});
