import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AuthError, ValidationError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 13 });
});
afterAll(() => emulator?.stop());

async function signedIn() {
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
  await bookshop.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
  return bookshop;
}

describe('wishlists against the emulator', () => {
  it('lists, creates, toggles, renames, describes and deletes wishlists', async () => {
    const bookshop = await signedIn();
    const before = await bookshop.wishlists.list();
    expect(before.offset).toBe(0);
    expect(before.total).toBe(before.results.length);

    const wishlist = await bookshop.wishlists.create({ name: ' Christmas ', description: 'For the family' });
    // The spec's answer: id, name, description, lineItems, version (the wishlist itself, no wrapper).
    expect(wishlist).toMatchObject({
      id: expect.any(String),
      name: 'Christmas',
      description: 'For the family',
      lineItems: [],
      version: expect.any(Number),
    });
    expect(wishlist).not.toHaveProperty('wishlist');

    const { products } = await bookshop.search.search({ resultsPerPage: 1 });
    const [product] = await bookshop.catalog.productsBySkus([products[0]?.sku ?? '']);
    const added = await bookshop.wishlists.toggle(wishlist, {
      productId: product?.id ?? '',
      variantId: product?.variantId,
    });
    expect([added.action, added.message]).toEqual(['add', 'Item added to wishlist successfully']);
    // The spec's line: id, productId, variantId, productSlug, productType id, quantity, addedAt, name, variant sku.
    expect(added.wishlist.lineItems[0]).toMatchObject({
      id: expect.any(String),
      productId: product?.id,
      variantId: product?.variantId,
      productSlug: product?.slug,
      productType: { id: expect.any(String), key: product?.productType },
      quantity: 1,
      addedAt: expect.any(String),
      name: product?.name,
      variant: { sku: product?.sku },
    });
    const removed = await bookshop.wishlists.toggle(added.wishlist, { productId: product?.id ?? '' });
    expect([removed.action, removed.message, removed.wishlist.lineItems]).toEqual([
      'remove',
      'Item removed to wishlist successfully',
      [],
    ]);

    const renamed = await bookshop.wishlists.rename(removed.wishlist, 'Birthday');
    const described = await bookshop.wishlists.setDescription(renamed, 'Ideas');
    expect([described.name, described.description]).toEqual(['Birthday', 'Ideas']);
    expect((await bookshop.wishlists.list()).results[0]?.id).toBe(wishlist.id);

    await bookshop.wishlists.remove(described);
    expect((await bookshop.wishlists.list()).total).toBe(before.total);
  });

  it('moves a basket line into a wishlist', async () => {
    const bookshop = await signedIn();
    const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 10 });
    const [product] = (await bookshop.catalog.productsBySkus(products.map((p) => p.sku))).filter(
      (candidate) => candidate.productType !== 'gift-card',
    );
    const cart = await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    const line = cart.lineItems.find((candidate) => candidate.productId === product?.id);
    const wishlist = await bookshop.wishlists.create({ name: 'Later' });
    const moved = await bookshop.wishlists.toggle(
      wishlist,
      { productId: product?.id ?? '' },
      { fromBasketLineId: line?.id },
    );
    expect(moved.message).toBe('Item moved to wishlist successfully');
    expect((await bookshop.cart.active())?.lineItems.some((candidate) => candidate.id === line?.id)).toBe(false);
  });

  it('creates a wishlist with items moved from the basket, and takes them out of the basket', async () => {
    const bookshop = await signedIn();
    const { products } = await bookshop.search.search({ filters: { available: ['In Stock'] }, resultsPerPage: 10 });
    const [product] = (await bookshop.catalog.productsBySkus(products.map((p) => p.sku))).filter(
      (candidate) => candidate.productType !== 'gift-card',
    );
    const cart = await bookshop.cart.add({ productId: product?.id ?? '', variantId: product?.variantId });
    const line = cart.lineItems.find((candidate) => candidate.productId === product?.id);
    const created = await bookshop.wishlists.create({
      name: 'From basket',
      lineItems: [{ productId: product?.id ?? '', variantId: product?.variantId }],
      fromBasketLineIds: [line?.id ?? ''],
    });
    expect(created.lineItems).toHaveLength(1);
    expect(created.lineItems[0]?.productId).toBe(product?.id);
    expect((await bookshop.cart.active())?.lineItems.some((candidate) => candidate.id === line?.id)).toBe(false);
  });

  it('toggles by the list as it is now: an outdated copy, or another client, never adds a product twice', async () => {
    const bookshop = await signedIn();
    const wishlist = await bookshop.wishlists.create({ name: 'Toggled twice' });
    const { products } = await bookshop.search.search({ resultsPerPage: 1 });
    const [product] = await bookshop.catalog.productsBySkus([products[0]?.sku ?? '']);
    const item = { productId: product?.id ?? '', variantId: product?.variantId };
    expect((await bookshop.wishlists.toggle(wishlist, item)).action).toBe('add');
    // A second click from a page that still holds the list as it was before the first one.
    const again = await bookshop.wishlists.toggle(wishlist, item);
    expect([again.action, again.message]).toEqual(['remove', 'Item removed to wishlist successfully']);
    expect(again.wishlist.lineItems).toEqual([]);
    // Another client (the storefront has one per request) with the same outdated copy: it adds, once.
    const other = await signedIn();
    const third = await other.wishlists.toggle(wishlist, item);
    expect(third.action).toBe('add');
    expect(third.wishlist.lineItems.map((line) => line.quantity)).toEqual([1]);
    await bookshop.wishlists.remove(third.wishlist);
  });

  it('reads one wishlist by id, and none of another customer', async () => {
    const bookshop = await signedIn();
    const wishlist = await bookshop.wishlists.create({ name: 'Read by id' });
    expect(await bookshop.wishlists.get(wishlist.id)).toMatchObject({ id: wishlist.id, name: 'Read by id' });
    const other = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
    await other.auth.signIn({ username: 'sam.staff@example.com', password: 'Psalm23!staff' });
    expect(await other.wishlists.get(wishlist.id)).toBeNull();
    await bookshop.wishlists.remove(wishlist);
  });

  it('removes one line, also from an outdated copy, and never another line', async () => {
    const bookshop = await signedIn();
    const { products } = await bookshop.search.search({ resultsPerPage: 2 });
    const items = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
    const wishlist = await bookshop.wishlists.create({
      name: 'Remove a line',
      lineItems: items.map((item) => ({ productId: item.id })),
    });
    const [first, second] = wishlist.lineItems;
    const removed = await bookshop.wishlists.removeItem(wishlist, first?.id ?? '');
    expect(removed.lineItems.map((line) => line.id)).toEqual([second?.id]);
    // The same removal from the copy held before it: the line is gone already, the other stays.
    const again = await bookshop.wishlists.removeItem(wishlist, first?.id ?? '');
    expect(again.lineItems.map((line) => line.id)).toEqual([second?.id]);
    // An outdated copy that still lists the line, after another change: planned again from the current list.
    const renamed = await bookshop.wishlists.rename(again, 'Renamed meanwhile');
    const last = await bookshop.wishlists.removeItem(again, second?.id ?? '');
    expect([last.lineItems, last.name, last.version > renamed.version]).toEqual([[], 'Renamed meanwhile', true]);
    await bookshop.wishlists.remove(last);
  });

  it('lands two toggles of different products sent at once from the same copy', async () => {
    const bookshop = await signedIn();
    const { products } = await bookshop.search.search({ resultsPerPage: 2 });
    const items = await bookshop.catalog.productsBySkus(products.map((product) => product.sku));
    const wishlist = await bookshop.wishlists.create({ name: 'Two at once' });
    const other = await signedIn();
    await Promise.all([
      bookshop.wishlists.toggle(wishlist, { productId: items[0]?.id ?? '' }),
      other.wishlists.toggle(wishlist, { productId: items[1]?.id ?? '' }),
    ]);
    const now = await bookshop.wishlists.get(wishlist.id);
    expect(now?.lineItems.map((line) => line.productId).sort()).toEqual(items.map((item) => item.id).sort());
    if (now) await bookshop.wishlists.remove(now);
  });

  it('refuses a blank name with ValidationError before creating anything', async () => {
    const bookshop = await signedIn();
    const before = (await bookshop.wishlists.list()).total;
    const error = await bookshop.wishlists.create({ name: '   ' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([{ path: ['name'], message: 'Required' }]);
    expect((await bookshop.wishlists.list()).total).toBe(before);
  });

  it('refuses a blank new name as create does, and trims names and descriptions', async () => {
    const bookshop = await signedIn();
    const wishlist = await bookshop.wishlists.create({ name: 'Renamed' });
    const error = await bookshop.wishlists.rename(wishlist, '  ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([{ path: ['name'], message: 'Required' }]);
    const renamed = await bookshop.wishlists.rename(wishlist, ' Advent ');
    const described = await bookshop.wishlists.setDescription(renamed, ' Candles ');
    expect([described.name, described.description, described.version]).toEqual(['Advent', 'Candles', 3]);
    await bookshop.wishlists.remove(described);
  });

  it('shares a wishlist by link and emails the link, through the back end', async () => {
    const bookshop = await signedIn();
    const list = await bookshop.wishlists.create({ name: 'Shared from wishlists', description: 'For friends' });
    const link = await bookshop.wishlists.shareLink(list.id);
    expect(link).toMatchObject({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(link.url).toContain(link.token);
    const opened = await createBookshop(emulatorServices(emulator.url)).backend.wishlistLinks.open(link.token);
    expect(opened).toMatchObject({ id: list.id, name: 'Shared from wishlists', lineItems: [] });
    expect(
      await bookshop.wishlists.pushLink({ shoppingListId: list.id, email: 'friend@example.com', message: 'Ideas' }),
    ).toMatchObject({ success: true });
    // Signed out, both need a customer, as `backend.wishlistLinks` does.
    const anonymous = createBookshop(emulatorServices(emulator.url));
    await expect(anonymous.wishlists.shareLink(list.id)).rejects.toBeInstanceOf(AuthError);
    await expect(
      anonymous.wishlists.pushLink({ shoppingListId: list.id, email: 'friend@example.com' }),
    ).rejects.toBeInstanceOf(AuthError);
  });
});
