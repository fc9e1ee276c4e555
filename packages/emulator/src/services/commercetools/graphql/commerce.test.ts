import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
let skus: string[];
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  ct = commercetoolsTestClient(emulator.url);
  const token = await ct.clientToken();
  const { body } = await ct.graphql(
    token,
    '{ productProjectionSearch(limit: 20) { results { masterVariant { sku } } } }',
  );
  skus = body.data?.productProjectionSearch.results.map(
    (product: { masterVariant: { sku: string } }) => product.masterVariant.sku,
  );
});
afterAll(() => emulator?.stop());

const BY_SKUS = `query ($filters: [SearchFilterInput!]!, $limit: Int!, $locale: Locale!) {
  productProjectionSearch(filters: $filters, limit: $limit, locale: $locale) {
    total results { id name(locale: $locale) slug(locale: $locale) productType { key }
      masterVariant { id sku images { url } attributesRaw { name value }
        prices { value { centAmount currencyCode } discounted { value { centAmount currencyCode } } }
        availability { noChannel { isOnStock restockableInDays availableQuantity } } } } } }`;

describe('productProjectionSearch', () => {
  it('finds products by a sku list (model and string filters) and by slug', async () => {
    const token = await ct.anonymousToken();
    const wanted = skus.slice(0, 3);
    const model = await ct.graphql(token, BY_SKUS, {
      filters: [{ model: { value: { path: 'variants.sku', values: wanted } } }],
      limit: 30,
      locale: 'en-AU',
    });
    const results = model.body.data?.productProjectionSearch.results;
    expect(results.map((product: { masterVariant: { sku: string } }) => product.masterVariant.sku).sort()).toEqual(
      [...wanted].sort(),
    );
    const variant = results[0].masterVariant;
    expect(variant.prices[0].value.currencyCode).toBe('AUD');
    expect(typeof variant.availability.noChannel.isOnStock).toBe('boolean');
    expect(typeof variant.availability.noChannel.availableQuantity).toBe('number');
    expect(variant.images[0].url).toMatch(/\/covers\/.+\.svg$/);
    expect(variant.attributesRaw.map((attribute: { name: string }) => attribute.name)).toContain('format');

    const string = await ct.graphql(token, BY_SKUS, {
      filters: [{ string: `variants.sku:${wanted.map((sku) => `"${sku}"`).join(',')}` }],
      limit: 30,
      locale: 'en-AU',
    });
    expect(string.body.data?.productProjectionSearch.total).toBe(3);
    const slug = results[0].slug;
    const bySlug = await ct.graphql(token, BY_SKUS, {
      filters: [{ model: { value: { path: 'slug.en-AU', values: [slug] } } }],
      limit: 30,
      locale: 'en-AU',
    });
    expect(bySlug.body.data?.productProjectionSearch.results.map((product: { slug: string }) => product.slug)).toEqual([
      slug,
    ]);
    const bad = await ct.graphql(token, BY_SKUS, {
      filters: [{ string: 'variants.sku:unquoted' }],
      limit: 1,
      locale: 'en-AU',
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('InvalidInput');
  });
});

describe('my shopping lists', () => {
  const LIST =
    'id version name(locale: "en-AU") description(locale: "en-AU") createdAt lineItems { id productId variantId quantity name(locale: "en-AU") productSlug(locale: "en-AU") productType { id } variant { sku } }';

  it('lists the seeded wishlists with paging, where and sort', async () => {
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const all = await ct.graphql(token, `{ me { shoppingLists { total count offset exists results { ${LIST} } } } }`);
    const page = all.body.data?.me.shoppingLists;
    expect(page).toMatchObject({ total: 2, count: 2, offset: 0, exists: true });
    expect(page.results[0]).toMatchObject({ name: 'Birthday ideas', description: 'For Mum in June' });
    expect(page.results[0].lineItems[0]).toMatchObject({ variantId: 1, quantity: 1 });
    const second = await ct.graphql(
      token,
      '{ me { shoppingLists(limit: 1, offset: 1, sort: ["createdAt desc"]) { count total results { name(locale: "en-AU") } } } }',
    );
    expect(second.body.data?.me.shoppingLists).toEqual({ count: 1, total: 2, results: [{ name: 'Birthday ideas' }] });
    const where = await ct.graphql(
      token,
      '{ me { shoppingLists(where: "name(en-AU = \\"Reading list\\")") { total } } }',
    );
    expect(where.body.data?.me.shoppingLists.total).toBe(1);
  });

  it('creates, updates (with versioning) and deletes a wishlist', async () => {
    const token = await ct.passwordToken('accounts@stmarks.example.org', 'Psalm23!church');
    const created = await ct.graphql(
      token,
      `mutation ($draft: MyShoppingListDraft!) { createMyShoppingList(draft: $draft) { ${LIST} } }`,
      {
        draft: {
          name: [{ locale: 'en-AU', value: 'Easter' }],
          description: [{ locale: 'en-AU', value: 'Gifts' }],
          lineItems: [{ sku: skus[0] }],
        },
      },
    );
    const list = created.body.data?.createMyShoppingList;
    expect(list).toMatchObject({ version: 1, name: 'Easter', description: 'Gifts' });
    expect(list.lineItems[0].variant.sku).toBe(skus[0]);
    const UPDATE = `mutation ($id: String!, $version: Long!, $actions: [MyShoppingListUpdateAction!]!) {
      updateMyShoppingList(id: $id, version: $version, actions: $actions) { ${LIST} } }`;
    const updated = await ct.graphql(token, UPDATE, {
      id: list.id,
      version: 1,
      actions: [
        { addLineItem: { sku: skus[1] } },
        { addLineItem: { sku: skus[1], quantity: 2 } },
        { removeLineItem: { lineItemId: list.lineItems[0].id } },
        { changeName: { name: [{ locale: 'en-AU', value: 'Easter 2026' }] } },
        { setDescription: { description: null } },
      ],
    });
    const after = updated.body.data?.updateMyShoppingList;
    expect(after).toMatchObject({ version: 2, name: 'Easter 2026', description: null });
    expect(after.lineItems).toHaveLength(1);
    expect(after.lineItems[0]).toMatchObject({ quantity: 3 });
    const changed = await ct.graphql(token, UPDATE, {
      id: list.id,
      version: 2,
      actions: [{ changeLineItemQuantity: { lineItemId: after.lineItems[0].id, quantity: 0 } }],
    });
    expect(changed.body.data?.updateMyShoppingList.lineItems).toEqual([]);
    const stale = await ct.graphql(token, UPDATE, {
      id: list.id,
      version: 1,
      actions: [{ setDescription: { description: null } }],
    });
    expect(stale.body.errors?.[0]?.extensions).toEqual({ code: 'ConcurrentModification', currentVersion: 3 });
    const other = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const foreign = await ct.graphql(other, UPDATE, { id: list.id, version: 3, actions: [] });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('ResourceNotFound');
    const deleted = await ct.graphql(token, `mutation { deleteMyShoppingList(id: "${list.id}", version: 3) { id } }`);
    expect(deleted.body.data?.deleteMyShoppingList.id).toBe(list.id);
  });
});

describe('my cart and order', () => {
  const CART = `id version cartState totalPrice { centAmount currencyCode } totalLineItemQuantity
    lineItems { id quantity sku: variant { sku } price { value { centAmount } discounted { value { centAmount } } } totalPrice { centAmount } }
    discountCodes { state discountCode { code } } shippingAddress { city country } shippingInfo { shippingMethodName price { centAmount } }
    discountOnTotalPrice { discountedAmount { centAmount } } taxedPrice { totalGross { centAmount } totalTax { centAmount } }`;
  const UPDATE = `mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) {
    updateMyCart(id: $id, version: $version, actions: $actions) { ${CART} } }`;

  it('adds, changes and removes lines; shows every discount-code state; orders the cart', async () => {
    const token = await ct.anonymousToken();
    const created = await ct.graphql(
      token,
      `mutation { createMyCart(draft: { currency: "AUD", lineItems: [{ sku: "${skus[0]}" }] }) { ${CART} } }`,
    );
    let cart = created.body.data?.createMyCart;
    expect(cart).toMatchObject({ version: 1, cartState: 'Active', totalLineItemQuantity: 1 });
    const update = async (actions: unknown[]) => {
      const answer = await ct.graphql(token, UPDATE, { id: cart.id, version: cart.version, actions });
      expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
      cart = answer.body.data?.updateMyCart;
      return cart;
    };
    await update([
      { addLineItem: { sku: skus[1], quantity: 2 } },
      { changeLineItemQuantity: { lineItemId: cart.lineItems[0].id, quantity: 3 } },
    ]);
    expect(cart.lineItems.map((line: { quantity: number }) => line.quantity)).toEqual([3, 2]);
    const lineTotal = cart.lineItems.reduce(
      (sum: number, line: { totalPrice: { centAmount: number } }) => sum + line.totalPrice.centAmount,
      0,
    );
    expect(cart.totalPrice.centAmount).toBe(lineTotal);

    await update([
      { addDiscountCode: { code: 'EXCLUSIVE20' } },
      { addDiscountCode: { code: 'WELCOME10' } },
      { addDiscountCode: { code: 'PAUSED5' } },
      { addDiscountCode: { code: 'EASTER2023' } },
      { addDiscountCode: { code: 'FIRST50' } },
      { addDiscountCode: { code: 'SPEND150' } },
    ]);
    const states = Object.fromEntries(
      cart.discountCodes.map((entry: { state: string; discountCode: { code: string } }) => [
        entry.discountCode.code,
        entry.state,
      ]),
    );
    expect(states.EXCLUSIVE20).toBe('MatchesCart');
    expect(states.WELCOME10).toBe('ApplicationStoppedByPreviousDiscount');
    expect(states.PAUSED5).toBe('NotActive');
    expect(states.EASTER2023).toBe('NotValid');
    expect(states.FIRST50).toBe('MaxApplicationReached');
    expect(['DoesNotMatchCart', 'ApplicationStoppedByPreviousDiscount']).toContain(states.SPEND150);
    expect(cart.discountOnTotalPrice.discountedAmount.centAmount).toBe(Math.round(lineTotal * 0.2));

    await update([
      { removeLineItem: { lineItemId: cart.lineItems[1].id } },
      { changeLineItemQuantity: { lineItemId: cart.lineItems[0].id, quantity: 1 } },
    ]);
    expect(cart.totalLineItemQuantity).toBe(1);

    const noAddress = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version,
      actions: [{ setShippingMethod: { shippingMethod: { key: 'express' } } }],
    });
    expect(noAddress.body.errors?.[0]?.extensions?.code).toBe('InvalidOperation');
    await update([
      { setShippingAddress: { address: { country: 'AU', city: 'Parramatta', state: 'NSW', postalCode: '2150' } } },
      { setShippingMethod: { shippingMethod: { key: 'express' } } },
    ]);
    expect(cart.shippingInfo).toEqual({ shippingMethodName: 'Express Delivery', price: { centAmount: 1495 } });
    expect(cart.taxedPrice.totalGross.centAmount).toBe(cart.totalPrice.centAmount);

    const unknown = await ct.graphql(token, UPDATE, {
      id: cart.id,
      version: cart.version,
      actions: [{ addDiscountCode: { code: 'NOPE' } }],
    });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({
      code: 'DiscountCodeNonApplicable',
      reason: 'DoesNotExist',
    });

    const order = await ct.graphql(
      token,
      `mutation { createMyOrderFromCart(draft: { id: "${cart.id}", version: ${cart.version} }) { id orderNumber orderState totalPrice { centAmount } lineItems { quantity } } }`,
    );
    expect(order.body.data?.createMyOrderFromCart).toMatchObject({
      orderState: 'Open',
      totalPrice: { centAmount: cart.totalPrice.centAmount },
    });
    expect(order.body.data?.createMyOrderFromCart.orderNumber).toMatch(/^\d{6}$/);
    const me = await ct.graphql(token, '{ me { activeCart { id } } }');
    expect(me.body.data?.me.activeCart).toBeNull();
    const again = await ct.graphql(token, UPDATE, { id: cart.id, version: cart.version + 1, actions: [] });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('InvalidOperation');
  });

  it('a cart in another currency finds no price', async () => {
    const token = await ct.anonymousToken();
    const answer = await ct.graphql(
      token,
      `mutation { createMyCart(draft: { currency: "NZD", lineItems: [{ sku: "${skus[0]}" }] }) { id } }`,
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('MatchingPriceNotFound');
  });
});
