import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Commerce, createCommerce } from './commerce';
import { emulatorServices } from './config';
import { createBookshop } from './createBookshop';
import { ValidationError } from './errors';
import { createSearch } from './search';

// The per-service entries build the same clients as `createBookshop`, from the same configuration.
let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 120, seed: 5 });
});
afterAll(() => emulator?.stop());

describe('createSearch (@bookshop/sdk/search)', () => {
  it('answers a search as the full client does, from the searchspring section alone', async () => {
    const { searchspring } = emulatorServices(emulator.url);
    const alone = await createSearch({ searchspring }).search({ q: 'grace', resultsPerPage: 5 }, { stock: false });
    const full = await createBookshop(emulatorServices(emulator.url)).search.search(
      { q: 'grace', resultsPerPage: 5 },
      { stock: false },
    );
    expect(alone.products.length).toBeGreaterThan(0);
    expect(alone).toEqual(full);
  });

  it('merges stock through a lent withStock, and suggests without content when none is lent', async () => {
    const services = emulatorServices(emulator.url);
    const commerce = createCommerce({ commercetools: services.commercetools });
    let merged = 0;
    const search = createSearch(
      { searchspring: services.searchspring, commercetools: services.commercetools },
      {
        withStock: async (products, options) => {
          merged += products.length;
          return commerce.catalog.withStock(products, options);
        },
      },
    );
    const result = await search.search({ q: 'grace', resultsPerPage: 3 });
    expect(merged).toBe(result.products.length);
    expect(result.products.every((product) => product.availabilityInfo !== undefined)).toBe(true);
    const suggestions = await search.autocomplete('gra');
    expect(suggestions.contentResults).toEqual([]);
    expect(suggestions.productResults.length).toBeGreaterThan(0);
  });

  it('validates the configuration once, at creation', () => {
    expect(() => createSearch({ searchspring: { baseUrl: 'not a url', siteId: 'x' } })).toThrow(ValidationError);
  });
});

describe('createCommerce (@bookshop/sdk/commerce)', () => {
  it('has the full client’s commercetools resources and nothing else', () => {
    const commerce: Commerce = createCommerce(emulatorServices(emulator.url));
    expect(Object.keys(commerce).sort()).toEqual(['addresses', 'auth', 'cart', 'catalog', 'customer', 'wishlists']);
    const full = createBookshop(emulatorServices(emulator.url));
    for (const [name, resource] of Object.entries(commerce)) {
      expect([name, Object.keys(resource).sort()]).toEqual([name, Object.keys(full[name as keyof Commerce]).sort()]);
    }
  });

  it('signs a demo customer in and reads them, their basket and the catalogue over one session', async () => {
    const { commercetools, yotpo, backend } = emulatorServices(emulator.url);
    const commerce = createCommerce({ commercetools, yotpo, backend });
    const { customerId } = await commerce.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
    const me = await commerce.customer.me();
    expect(me?.id).toBe(customerId);
    expect(me?.email).toBe('grace@example.com');
    const [slug] = (
      await createSearch({ searchspring: emulatorServices(emulator.url).searchspring }).search({})
    ).products.map((product) => product.slug);
    const product = await commerce.catalog.productBySlug(slug ?? '');
    expect(product?.slug).toBe(slug);
    expect((await commerce.wishlists.list()).results).toBeInstanceOf(Array);
  });
});
