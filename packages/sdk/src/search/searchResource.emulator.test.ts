import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { HttpError } from '../errors';
import type { SearchProduct } from './searchTypes';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 3 });
});
afterAll(() => emulator?.stop());

describe('search.search against the emulator', () => {
  it('reads a collection past the 100 a page the service serves: 200 distinct products, the spec page size', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const everything = await bookshop.search.search({ resultsPerPage: 1 }, { stock: false });
    expect(everything.pagination.totalResults).toBeGreaterThan(200);
    const sections = everything.facets.find((facet) => facet.field === 'category');
    const largest = [...(sections?.values ?? [])].sort((a, b) => b.count - a.count)[0];
    if (!largest || largest.count <= 100) throw new Error('the seed has no category of over 100 products');
    const collection = await bookshop.search.collection('category', largest.value, { stock: false });
    expect(collection.products).toHaveLength(Math.min(200, largest.count));
    expect(new Set(collection.products.map((product) => product.id)).size).toBe(collection.products.length);
  });

  it('pages through the catalogue with prices in cents and facets', async () => {
    const bookshop = createBookshop(emulatorServices(emulator.url));
    const result = await bookshop.search.search({
      resultsPerPage: 30,
      currentPage: 2,
      sort: { field: 'price', direction: 'asc' },
    });
    expect(result.pagination).toMatchObject({
      currentPage: 2,
      perPage: 30,
      totalResults: 300,
      totalPages: 10,
      begin: 31,
      end: 60,
    });
    expect(result.products).toHaveLength(30);
    const cents = result.products.map(
      (product) => product.price?.discounted?.value.centAmount ?? product.price?.value.centAmount ?? 0,
    );
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    for (const product of result.products) {
      expect(product.slug).not.toBe('');
      expect(product.imageUrl).toMatch(/\/covers\/.+\.svg$/);
      expect(Number.isInteger(product.price?.value.centAmount)).toBe(true);
    }
    expect(result.sorting.options.find((option) => option.active)).toMatchObject({ field: 'price', direction: 'asc' });
    expect(result.facets.find((facet) => facet.type === 'slider')?.range?.low).toBeGreaterThanOrEqual(0);
  });

  it('keeps the emulator error status and message as an HttpError', async () => {
    const services = emulatorServices(emulator.url);
    const bookshop = createBookshop({ ...services, searchspring: { ...services.searchspring, siteId: 'elsewhere' } });
    const error = (await bookshop.search.search({ q: 'grace' }).catch((e) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect([error.status, error.message]).toEqual([404, 'Unknown siteId elsewhere']);
  });
});

describe('the search box and merchandising calls against the emulator', () => {
  const bookshop = () => createBookshop(emulatorServices(emulator.url));

  it('answers autocomplete with products, content pages and suggestions together', async () => {
    const typed = await bookshop().search.autocomplete('bibl');
    expect(typed.productResults.length).toBeGreaterThan(0);
    expect(typed.productResults.length).toBeLessThanOrEqual(5);
    expect(typed.suggestions).toContain('bible');
    const author = await bookshop().search.autocomplete('keller');
    expect(author.contentResults).toContainEqual(expect.objectContaining({ name: 'Timothy Keller', type: 'author' }));
    const articles = await bookshop().search.autocomplete('general faq');
    expect(articles.contentResults.map((page) => page.type)).not.toContain('help_center_article');
  });

  it('suggests completions for a partial word', async () => {
    expect((await bookshop().search.suggest('bibl')).suggestions).toContain('bible');
  });

  it('sends a recommendation request with its context and answers per profile', async () => {
    const [profile] = await bookshop().search.recommend({
      tags: ['no result found'],
      lastViewed: ['A', 'B'],
      seed: 'page-load-1',
    });
    expect(profile?.tag).toBe('no result found');
    // The 'no result found' profile asks for 200, where other profiles get 100.
    expect(profile?.products).toHaveLength(200);
    expect(profile?.products[0]?.sku).toMatch(/\S/);
  });

  it("reads a landing page's campaign and its banner", async () => {
    const client = createBookshop(emulatorServices(emulator.url));
    const result = await client.search.search({ tag: 'staff-picks' }, { stock: false });
    expect(result.campaigns).toEqual([{ id: 'landing-staff-picks', title: 'Staff Picks', type: 'landing-page' }]);
    expect(result.banners.header).toHaveLength(1);
    expect(result.banners.header[0]).toContain('<h2>Staff Picks</h2>');
    const plain = await client.search.search({ q: 'grace' }, { stock: false });
    expect([plain.campaigns, plain.banners.header]).toEqual([[], []]);
  });

  it("applies background filters without showing them as the shopper's", async () => {
    const client = createBookshop(emulatorServices(emulator.url));
    const everything = await client.search.search({ resultsPerPage: 30 }, { stock: false });
    const hardcovers = await client.search.search(
      { resultsPerPage: 30 },
      { stock: false, backgroundFilters: { format: ['Hardcover'] } },
    );
    expect(hardcovers.pagination.totalResults).toBeGreaterThan(0);
    expect(hardcovers.pagination.totalResults).toBeLessThan(everything.pagination.totalResults);
    expect(new Set(hardcovers.products.map((product) => product.format))).toEqual(new Set(['Hardcover']));
    const format = hardcovers.facets.find((facet) => facet.field === 'format');
    expect(format?.values.some((value) => value.active)).toBe(false);
    const suggested = await client.search.autocomplete('the', { backgroundFilters: { format: ['Hardcover'] } });
    expect(suggested.productResults.length).toBeGreaterThan(0);
    expect(new Set(suggested.productResults.map((product) => product.format))).toEqual(new Set(['Hardcover']));
  });

  it('merges stock from commerce into search results by sku, unless asked not to', async () => {
    const client = bookshop();
    const merged = await client.search.search({ q: 'bible', resultsPerPage: 10 });
    expect(merged.products.length).toBeGreaterThan(0);
    for (const product of merged.products) expect(product.availabilityInfo).toHaveProperty('isOnStock');
    const plain = await client.search.search({ q: 'bible', resultsPerPage: 10 }, { stock: false });
    expect(plain.products.some((product) => product.availabilityInfo)).toBe(false);
  });

  it("merges stock through the caller's own merge, and keeps the results without stock when it fails", async () => {
    const client = bookshop();
    const merged = await client.search.search({ q: 'bible', resultsPerPage: 10 });
    const merge = vi.fn((products: SearchProduct[]) => client.catalog.withStock(products));
    const through = await client.search.search({ q: 'bible', resultsPerPage: 10 }, { stock: merge });
    expect(merge).toHaveBeenCalledTimes(1);
    expect(through).toEqual(merged);
    const logger = { warn: vi.fn(), error: vi.fn() };
    const failed = await createBookshop({ ...emulatorServices(emulator.url), logger }).search.search(
      { q: 'bible', resultsPerPage: 10 },
      {
        stock: async () => {
          throw new Error('Commerce is down');
        },
      },
    );
    expect(failed.products.length).toBe(merged.products.length);
    expect(failed.products.some((product) => product.availabilityInfo)).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('Stock could not be merged into the search results', expect.any(Error));
  });
});
