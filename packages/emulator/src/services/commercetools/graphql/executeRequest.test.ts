import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
let token: string;
let sku: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20 });
  ct = commercetoolsTestClient(emulator.url);
  token = await ct.anonymousToken();
  const { body } = await ct.graphql(
    token,
    '{ productProjectionSearch(limit: 1) { results { masterVariant { sku } } } }',
  );
  sku = body.data?.productProjectionSearch.results[0].masterVariant.sku;
});
afterAll(() => emulator?.stop());

const CREATE_CART = `mutation ($draft: MyCartDraft!) { createMyCart(draft: $draft) { id version lineItems { addedAt } } }`;
const UPDATE_CART = `mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
  updateMyCart(id: $id, version: $version, actions: $actions) { version lineItems { quantity addedAt } } }`;
const ACTIVE_CART = '{ me { activeCart { id version lineItems { quantity addedAt } } } }';

describe('a GraphQL request the emulator refuses before running it', () => {
  it('answers 400 GraphQLParseError for a query nested thousands of levels deep', async () => {
    for (const query of [
      `{${'a{'.repeat(6_000)}b${'}'.repeat(6_000)}}`,
      `{ cart(id: ${'['.repeat(9_000)}1${']'.repeat(9_000)}) { id } }`,
    ]) {
      const answer = await ct.graphql(token, query);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          message: 'The query is nested too deeply.',
          extensions: { code: 'GraphQLParseError' },
          code: 'GraphQLParseError',
        },
      ]);
    }
  });

  it('checks DateTime inputs: a bad variable stores nothing, a bad literal fails validation, a good one is kept', async () => {
    const bad = ['not-a-date', '2026-13-45T00:00:00Z', '2026-02-30T00:00:00Z', '2026-11-26T24:00:00Z', { evil: true }];
    for (const addedAt of [...bad, [[['2026-11-26T00:00:00Z']]]]) {
      const answer = await ct.graphql(token, CREATE_CART, {
        draft: { currency: 'AUD', lineItems: [{ sku, addedAt }] },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('InvalidInput');
      expect(answer.body.errors?.[0]?.message).toMatch(
        /at "draft\.lineItems\[0\]\.addedAt"; Expected an ISO 8601 date and time/,
      );
    }
    expect((await ct.graphql(token, ACTIVE_CART)).body.data?.me.activeCart).toBeNull();

    const literal = await ct.graphql(
      token,
      `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${sku}", addedAt: "yesterday" }] }) { id } }`,
    );
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.extensions?.code).toBe('GraphQLValidationError');

    const good = await ct.graphql(token, CREATE_CART, {
      draft: { currency: 'AUD', lineItems: [{ sku, addedAt: '2026-11-26T09:30:00.000Z' }] },
    });
    expect(good.body.data?.createMyCart.lineItems).toEqual([{ addedAt: '2026-11-26T09:30:00.000Z' }]);
  });

  it('takes a version as a whole number (or its digits) and refuses anything else, leaving the cart as it was', async () => {
    const own = await ct.anonymousToken();
    await ct.graphql(own, CREATE_CART, { draft: { currency: 'AUD', lineItems: [{ sku }] } });
    const cart = (await ct.graphql(own, ACTIVE_CART)).body.data?.me.activeCart;
    const add = [{ addLineItem: { sku, quantity: 1 } }];
    for (const version of [true, [cart.version], 1.5, 'one']) {
      const answer = await ct.graphql(own, UPDATE_CART, { id: cart.id, version, actions: add });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/\$version.*Expected a whole number/);
    }
    expect((await ct.graphql(own, ACTIVE_CART)).body.data?.me.activeCart).toEqual(cart);
    const digits = await ct.graphql(own, UPDATE_CART, { id: cart.id, version: String(cart.version), actions: add });
    expect(digits.body.data?.updateMyCart.version).toBe(cart.version + 1);
  });

  it('gives a missing variable and an unknown operation name the InvalidInput code', async () => {
    const missing = await ct.graphql(token, UPDATE_CART, { id: 'x', actions: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('$version'),
      extensions: { code: 'InvalidInput' },
    });
    const response = await fetch(`${emulator.url}/commercetools/bookshop/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Mine { me { activeCart { id } } }', operationName: 'Theirs' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0]).toMatchObject({ extensions: { code: 'InvalidInput' } });
  });

  it('answers invalid input found while running with 400, the documented errors and the ErrorResponse fields', async () => {
    const answer = await ct.graphql(token, '{ productProjectionSearch(limit: 501) { results { id } } }');
    expect(answer.status).toBe(400);
    const message = 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]';
    expect(answer.body).toEqual({
      statusCode: 400,
      message,
      data: null,
      errors: [
        {
          message,
          path: ['productProjectionSearch'],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'InvalidInput' },
          code: 'InvalidInput',
        },
      ],
    });
    const lists = await ct.graphql(token, '{ me { shoppingLists(limit: 501) { results { id } } } }');
    expect(lists.status).toBe(400);
    expect(lists.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', extensions: { code: 'InvalidInput' } });
    for (const paging of ['limit: 501', 'offset: -1']) {
      const categories = await ct.graphql(token, `{ categories(${paging}) { results { id } } }`);
      expect(categories.status).toBe(400);
      expect(categories.body.errors?.[0]).toMatchObject({ code: 'InvalidInput', path: ['categories'] });
    }
    // Validation errors have the same envelope, without data.
    const unknown = await ct.graphql(token, '{ nothingHere }');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('nothingHere'),
      errors: [{ code: 'GraphQLValidationError', extensions: { code: 'GraphQLValidationError' } }],
    });
    expect(unknown.body).not.toHaveProperty('data');
  });
});
