import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient, type Json } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
let sku: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 50 });
  ct = commercetoolsTestClient(emulator.url);
  const { body } = await ct.graphql(
    await ct.clientToken(),
    '{ productProjectionSearch(limit: 1) { results { masterVariant { sku } } } }',
  );
  sku = body.data?.productProjectionSearch.results[0].masterVariant.sku;
});
afterAll(() => emulator?.stop());

const CART = `id version customerEmail shippingAddress { firstName city externalId company }
  billingAddress { city } shippingInfo { shippingMethodName price { centAmount } shippingMethod { key } }`;
const UPDATE = `mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
  updateMyCart(id: $id, version: $version, actions: $actions) { ${CART} } }`;

async function newCart(token: string) {
  const created = await ct.graphql(
    token,
    `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${sku}" }] }) { ${CART} } }`,
  );
  return created.body.data?.createMyCart as Json;
}

describe('checkout fields of a cart', () => {
  it('sets and clears the customer email over GraphQL; refuses one that is not an email', async () => {
    const token = await ct.anonymousToken();
    const cart = await newCart(token);
    expect(cart.customerEmail).toBeNull();
    const set = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version,
      actions: [{ setCustomerEmail: { email: 'guest@example.com' } }],
    });
    expect(set.body.data?.updateMyCart.customerEmail).toBe('guest@example.com');
    const bad = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version + 1,
      actions: [{ setCustomerEmail: { email: 'not an email' } }],
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('InvalidInput');
    const cleared = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version + 1,
      actions: [{ setCustomerEmail: {} }],
    });
    expect(cleared.body.data?.updateMyCart.customerEmail).toBeNull();
  });

  it("leaves a customer's new cart without an email unless the draft gives one (commercetools copies none)", async () => {
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    expect((await newCart(token)).customerEmail).toBeNull();
    const drafted = await ct.graphql(
      token,
      `mutation { createMyCart(draft: { currency: "AUD", customerEmail: "gifts@example.com" }) { ${CART} } }`,
    );
    expect(drafted.body.data?.createMyCart.customerEmail).toBe('gifts@example.com');
  });

  it("keeps a guest cart's email as typed when the shopper signs in (none is copied from the customer)", async () => {
    const token = await ct.anonymousToken();
    const cart = await newCart(token);
    const typed = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version,
      actions: [{ setCustomerEmail: { email: 'typed@example.com' } }],
    });
    expect(typed.body.data?.updateMyCart.customerEmail).toBe('typed@example.com');
    const signIn = await fetch(`${emulator.url}/commercetools/bookshop/me/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'grace@example.com',
        password: 'Psalm23!grace',
        activeCartSignInMode: 'UseAsNewActiveCustomerCart',
      }),
    });
    expect(signIn.status).toBe(200);
    const signedIn = (await signIn.json()) as Json;
    expect((signedIn.cart as Json).id).toBe(cart.id);
    expect((signedIn.cart as Json).customerEmail).toBe('typed@example.com');
  });

  it('sets the customer email over REST', async () => {
    const token = await ct.anonymousToken();
    const cart = await newCart(token);
    const response = await fetch(`${emulator.url}/commercetools/bookshop/me/carts/${cart.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        version: cart.version,
        actions: [{ action: 'setCustomerEmail', email: 'rest@example.com' }],
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).customerEmail).toBe('rest@example.com');
  });

  it('carries a Click & Collect store as the shipping address naming it, with the collect method', async () => {
    const token = await ct.anonymousToken();
    const cart = await newCart(token);
    const answer = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version,
      actions: [
        { setBillingAddress: { address: { country: 'AU', city: 'Parramatta', firstName: 'Jo' } } },
        {
          setShippingAddress: {
            address: {
              country: 'AU',
              city: 'Sydney',
              firstName: 'Jo',
              company: 'Koorong Sydney',
              externalId: 'store-1',
            },
          },
        },
        { setShippingMethod: { shippingMethod: { key: 'click-and-collect' } } },
      ],
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.updateMyCart).toMatchObject({
      shippingAddress: { firstName: 'Jo', city: 'Sydney', externalId: 'store-1', company: 'Koorong Sydney' },
      billingAddress: { city: 'Parramatta' },
      shippingInfo: {
        shippingMethodName: 'Click & Collect',
        price: { centAmount: 0 },
        shippingMethod: { key: 'click-and-collect' },
      },
    });
  });

  it('carries the checkout attempt as a custom field, finds the order by it and mails one confirmation', async () => {
    const token = await ct.anonymousToken();
    const cart = await newCart(token);
    const attempt = '0b5f3a8e-4c1d-4f7a-9e2b-7a6c5d4e3f21';
    const set = await ct.graphql(token, UPDATE.replace(CART, 'id version custom { customFieldsRaw { name value } }'), {
      id: cart.id,
      version: cart.version,
      actions: [
        { setCustomerEmail: { email: 'attempt@example.com' } },
        {
          setCustomType: {
            typeKey: 'order-checkout',
            fields: [{ name: 'checkoutAttempt', value: JSON.stringify(attempt) }],
          },
        },
      ],
    });
    expect(set.body.errors).toBeUndefined();
    const updated = set.body.data?.updateMyCart;
    expect(updated.custom.customFieldsRaw).toEqual([{ name: 'checkoutAttempt', value: attempt }]);
    const unknownType = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: updated.version,
      actions: [{ setCustomType: { typeKey: 'nope' } }],
    });
    expect(unknownType.body.errors?.[0]?.extensions?.code).toBe('ReferencedResourceNotFound');
    const order = await ct.graphql(
      token,
      `mutation { createMyOrderFromCart(draft: { id: "${cart.id}", version: ${updated.version} }) { orderNumber } }`,
    );
    const orderNumber = order.body.data?.createMyOrderFromCart.orderNumber;
    const found = await ct.graphql(
      token,
      'query ($where: String) { me { orders(where: $where) { results { orderNumber } } } }',
      { where: `custom(fields(checkoutAttempt = "${attempt}"))` },
    );
    expect(found.body.errors, JSON.stringify(found.body.errors)).toBeUndefined();
    expect(found.body.data?.me.orders.results).toEqual([{ orderNumber }]);
    const mailbox = await fetch(`${emulator.url}/backend/dev/mailbox?email=attempt@example.com`);
    const { messages } = (await mailbox.json()) as Json;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: `Order confirmation ${orderNumber}` });
    expect(messages[0].body).toContain('Total: $');
  });
});
