import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient, type Json } from '../testClient';
import { readLineItemCustom, sameCustom } from './lineItemCustom';

describe('readLineItemCustom', () => {
  it('reads GraphQL drafts (escaped JSON values) and REST drafts (an object) alike', () => {
    const graphql = readLineItemCustom({
      typeKey: 'gift-card-recipient',
      fields: [{ name: 'recipientName', value: '"Ann Lee"' }],
    });
    const rest = readLineItemCustom({
      type: { typeId: 'type', key: 'gift-card-recipient' },
      fields: { recipientName: 'Ann Lee' },
    });
    expect(graphql).toEqual({ typeKey: 'gift-card-recipient', fields: { recipientName: 'Ann Lee' } });
    expect(sameCustom(graphql, rest)).toBe(true);
    expect(sameCustom(graphql, null)).toBe(false);
    expect(readLineItemCustom(undefined)).toBeNull();
  });

  it('refuses an unknown type, an unknown field and a value that is not text, as commercetools does', () => {
    expect(() => readLineItemCustom({ typeKey: 'nope', fields: [] })).toThrow(/type 'nope' was not found/);
    expect(() => readLineItemCustom({ typeKey: 'gift-card-recipient', fields: { colour: 'red' } })).toThrow(
      "The field 'colour' does not exist in the type 'gift-card-recipient'.",
    );
    expect(() =>
      readLineItemCustom({ typeKey: 'gift-card-recipient', fields: [{ name: 'recipientName', value: '7' }] }),
    ).toThrow(/must be text/);
    expect(() =>
      readLineItemCustom({ typeKey: 'gift-card-recipient', fields: [{ name: 'recipientName', value: 'Ann' }] }),
    ).toThrow(/not valid JSON/);
  });
});

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
let sku: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 60 });
  ct = commercetoolsTestClient(emulator.url);
  const { body } = await ct.graphql(
    await ct.clientToken(),
    '{ productProjectionSearch(limit: 1) { results { masterVariant { sku } } } }',
  );
  sku = body.data?.productProjectionSearch.results[0].masterVariant.sku;
});
afterAll(() => emulator?.stop());

const LINES = `id version lineItems { id quantity custom { typeRef { typeId id } customFieldsRaw { name value } } }`;
const recipient = (name: string) => ({
  typeKey: 'gift-card-recipient',
  fields: [
    { name: 'recipientName', value: JSON.stringify(name) },
    { name: 'recipientEmail', value: JSON.stringify(`${name.toLowerCase()}@example.com`) },
  ],
});

describe('line item custom fields over GraphQL and REST', () => {
  it('keeps a line per recipient, adds to the line of the same recipient, and answers the fields on both APIs', async () => {
    const token = await ct.anonymousToken();
    const created = await ct.graphql(
      token,
      `mutation ($draft: MyCartDraft!) { createMyCart(draft: $draft) { ${LINES} } }`,
      { draft: { currency: 'AUD', lineItems: [{ sku, custom: recipient('Ann') }] } },
    );
    expect(created.body.errors).toBeUndefined();
    const cart = created.body.data?.createMyCart;
    const updated = await ct.graphql(
      token,
      `mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
        updateMyCart(id: $id, version: $version, actions: $actions) { ${LINES} } }`,
      {
        id: cart.id,
        version: cart.version,
        actions: [
          { addLineItem: { sku, custom: recipient('Ann') } },
          { addLineItem: { sku, custom: recipient('Ben') } },
          { addLineItem: { sku } },
        ],
      },
    );
    expect(updated.body.errors).toBeUndefined();
    const lines = updated.body.data?.updateMyCart.lineItems;
    expect(lines.map((line: Json) => [line.quantity, line.custom?.customFieldsRaw[0]?.value ?? null])).toEqual([
      [2, 'Ann'],
      [1, 'Ben'],
      [1, null],
    ]);
    expect(lines[0].custom.typeRef).toEqual({ typeId: 'type', id: 'type-gift-card-recipient' });

    const rest = await fetch(`${emulator.url}/commercetools/bookshop/me/carts/${cart.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const json = (await rest.json()) as Json;
    expect(json.lineItems[1].custom).toEqual({
      type: { typeId: 'type', id: 'type-gift-card-recipient' },
      fields: { recipientName: 'Ben', recipientEmail: 'ben@example.com' },
    });

    const refused = await ct.graphql(
      token,
      `mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
        updateMyCart(id: $id, version: $version, actions: $actions) { id } }`,
      {
        id: cart.id,
        version: updated.body.data?.updateMyCart.version,
        actions: [
          { addLineItem: { sku, custom: { typeKey: 'gift-card-recipient', fields: [{ name: 'pin', value: '"1"' }] } } },
        ],
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('InvalidInput');
  });
});
