import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { breadcrumbTrail } from '../rules/breadcrumbTrail';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 5 });
});
afterAll(() => emulator?.stop());

describe('catalog against the emulator', () => {
  it('finds products by sku in the order asked, with attributes, prices and stock', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const { products } = await bookshop.search.search({ resultsPerPage: 5 });
    const skus = products.map((product) => product.sku).reverse();
    const found = await bookshop.catalog.productsBySkus([...skus, 'NO-SUCH-SKU']);
    expect(found.map((product) => product.sku)).toEqual(skus);
    for (const product of found) {
      expect(product.slug).not.toBe('');
      expect(product.format).toBeTruthy();
      expect(Number.isInteger(product.price?.value.centAmount)).toBe(true);
      expect(typeof product.availability.isOnStock).toBe('boolean');
      expect(product.availability.state).toMatch(/^(available|limited-stock|back-order|pre-order|unavailable)$/);
    }
    expect(found.some((product) => product.authors.length > 0)).toBe(true);
    expect(await bookshop.catalog.productsBySkus([])).toEqual([]);
  });

  it('finds one product by slug and answers null for an unknown slug', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const { products } = await bookshop.search.search({ resultsPerPage: 1 });
    const first = products[0];
    const product = await bookshop.catalog.productBySlug(first?.slug ?? '');
    expect(product).toMatchObject({ sku: first?.sku, name: first?.name });
    expect(await bookshop.catalog.productBySlug('no-such-book')).toBeNull();
  });

  it("reads commerce's last change and rating count, as the search feed's count", async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const { products } = await bookshop.search.search({ resultsPerPage: 30 }, { stock: false });
    const rated = products.find((product) => (product.ratingCount ?? 0) > 0);
    if (!rated) throw new Error('the seed has no rated product among the first 30');
    const [product] = await bookshop.catalog.productsBySkus([rated.sku]);
    expect(product?.ratingCount).toBe(rated.ratingCount);
    expect(Number.isNaN(Date.parse(product?.lastModifiedAt ?? ''))).toBe(false);
  });

  it("fetches a carousel's products by slug or by sku in the order given, and refuses both at once", async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const bookshop = createBookshop({ ...emulatorServices(emulator.url), fetch: fetchSpy });
    const { products } = await bookshop.search.search({ resultsPerPage: 4 }, { stock: false });
    const slugs = products.map((product) => product.slug).reverse();
    fetchSpy.mockClear();
    const bySlug = await bookshop.catalog.carouselProducts({ slugs: [...slugs, 'no-such-book'] });
    expect(bySlug.map((product) => product.slug)).toEqual(slugs);
    const graphqlCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url).endsWith('/graphql'));
    expect(graphqlCalls()).toHaveLength(1);
    const skus = products.map((product) => product.sku);
    expect((await bookshop.catalog.carouselProducts({ skus })).map((product) => product.sku)).toEqual(skus);
    expect(await bookshop.catalog.carouselProducts({ slugs: [], skus: null })).toEqual([]);
    fetchSpy.mockClear();
    await expect(bookshop.catalog.carouselProducts({ slugs, skus })).rejects.toMatchObject({
      name: 'BookshopError',
      message: 'A carousel takes either slugs or skus, not both',
    });
    expect(graphqlCalls()).toHaveLength(0);
  });

  it('loads a product page with its categories and their ancestors, which make its breadcrumb trail', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const { products } = await bookshop.search.search({ category: ['bibles', 'niv'], resultsPerPage: 1 });
    const product = await bookshop.catalog.productBySlug(products[0]?.slug ?? '');
    const [category] = product?.categories ?? [];
    expect(category).toMatchObject({ key: 'web_bibles_niv', name: 'NIV', slug: 'web_bibles_niv' });
    expect(category?.ancestors?.map((ancestor) => ancestor.key)).toEqual(['ecom', 'web_bibles']);
    expect(breadcrumbTrail(category ?? {})).toEqual([
      { key: 'web_bibles', label: 'Bibles', href: '/category/bibles' },
      { key: 'web_bibles_niv', label: 'NIV', href: '/category/bibles/niv' },
    ]);
    // Carousels and stock lookups do not ask for categories.
    const [bySku] = await bookshop.catalog.productsBySkus([products[0]?.sku ?? '']);
    expect(bySku?.sku).toBe(product?.sku);
    expect(bySku?.categories).toBeUndefined();
  });
});

describe('categories against the emulator', () => {
  it('finds a category by slug with its parents, its children, and the whole tree with ancestors', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const niv = await bookshop.catalog.categoryBySlug('web_bibles_niv');
    expect(niv).toMatchObject({ key: 'web_bibles_niv', name: 'NIV', slug: 'web_bibles_niv' });
    expect(niv?.parent).toMatchObject({ key: 'web_bibles', name: 'Bibles' });
    expect(niv?.parent?.parent?.key).toBe('ecom');

    const children = await bookshop.catalog.childCategories(niv?.parent?.id ?? '');
    expect(children.map((child) => child.key)).toContain('web_bibles_niv');
    expect(children.every((child) => child.parentId === niv?.parent?.id)).toBe(true);

    const all = await bookshop.catalog.allCategories();
    expect(all.length).toBeGreaterThan(50);
    const withAncestors = all.find((category) => category.key === 'web_bibles_niv');
    expect(withAncestors?.ancestors?.map((ancestor) => ancestor.key)).toEqual(['ecom', 'web_bibles']);
  });

  it('logs and answers null for an unknown slug', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const bookshop = createBookshop({ ...emulatorServices(emulator.url), logger });
    expect(await bookshop.catalog.categoryBySlug('web_nowhere')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Category not found: web_nowhere');
  });
});

describe('stock merged into search results, and collections', () => {
  it('merges commerce stock into search products by sku in one request', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const { products } = await bookshop.search.search({ resultsPerPage: 10 }, { stock: false });
    const merged = await bookshop.catalog.withStock([
      ...products,
      { ...products[0], sku: 'NO-SUCH-SKU' } as (typeof products)[number],
    ]);
    for (const product of merged.slice(0, -1)) {
      expect(typeof product.availabilityInfo?.isOnStock).toBe('boolean');
      expect(product.availability).toMatch(/^(available|limited-stock|back-order|pre-order|unavailable)$/);
    }
    expect(merged.at(-1)?.availabilityInfo).toBeUndefined();
  });

  it('finds the products of one facet value and of a category path', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const formats = (await bookshop.search.search({ resultsPerPage: 1 })).facets.find(
      (facet) => facet.field === 'format',
    );
    const format = formats?.values[0];
    const byFormat = await bookshop.search.collection('format', format?.value ?? '');
    // The SDK asks for 200 (spec C9); the emulator answers at most 100 a page.
    expect(byFormat.products.length).toBe(Math.min(100, format?.count ?? 0));
    expect(byFormat.products.every((product) => product.format === format?.value)).toBe(true);
    const bibles = await bookshop.search.collection('category', 'bibles', { limit: 5 });
    expect(bibles.products.length).toBeGreaterThan(0);
    expect(bibles.pagination.perPage).toBe(5);
  });
});
