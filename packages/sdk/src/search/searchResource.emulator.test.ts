import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { HttpError } from '../errors';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 3 });
});
afterAll(() => emulator?.stop());

describe('search.search against the emulator', () => {
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
