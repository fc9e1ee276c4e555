import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ bookshop: vi.fn() }));
const { searchOrigin, storeStockQuery, storesNear } = await import('./storeStock');
const { NEAR_STORES_LIMIT } = await import('../stores/storeSearchLimits');

describe('searchOrigin', () => {
  it('reads a postcode, a suburb, or a suburb with its state', () => {
    expect(searchOrigin(' 2114 ')).toEqual({ postcode: '2114' });
    expect(searchOrigin('West  Ryde')).toEqual({ suburb: 'West Ryde' });
    expect(searchOrigin('Richmond, vic')).toEqual({ suburb: 'Richmond', state: 'VIC' });
    expect(searchOrigin("O'Connor ACT")).toEqual({ suburb: "O'Connor", state: 'ACT' });
  });

  it('answers null for anything that is neither', () => {
    for (const text of ['', '21', '21145', '<script>', '2114; drop table', 'x']) expect(searchOrigin(text)).toBeNull();
  });
});

describe('storeStockQuery', () => {
  const issue = (input: unknown) => z.safeParse(storeStockQuery, input).error?.issues[0]?.message;

  it('takes either words or a point, and a sku for a stock check', () => {
    expect(z.parse(storeStockQuery, { q: 'Toowoomba' })).toEqual({ q: 'Toowoomba' });
    expect(z.parse(storeStockQuery, { sku: 'B-1', q: ' 2114 ' })).toEqual({ sku: 'B-1', q: '2114' });
    expect(z.parse(storeStockQuery, { sku: 'B-1', lat: '-33.8', lng: '151.1' })).toEqual({
      sku: 'B-1',
      lat: -33.8,
      lng: 151.1,
    });
  });

  it('refuses a malformed sku, a missing place, both places, half a point and points off the globe', () => {
    expect(issue({ sku: '../x', q: '2114' })).toBe('Please choose a product');
    expect(issue({ sku: '', q: '2114' })).toBe('Please choose a product');
    expect(issue({})).toBe('Please enter a postcode or suburb');
    expect(issue({ sku: 'B-1' })).toBe('Please enter a postcode or suburb');
    expect(issue({ sku: 'B-1', q: '2114', lat: '1', lng: '1' })).toBe('Please enter a postcode or suburb');
    expect(issue({ sku: 'B-1', lat: '-33.8' })).toBe('Please enter a postcode or suburb');
    expect(issue({ sku: 'B-1', lat: '-133.8', lng: '151' })).toBeDefined();
    expect(issue({ sku: 'B-1', q: 'x'.repeat(61) })).toBe('Please enter a postcode or suburb');
  });
});

describe('storeStockQuery limit', () => {
  const issue = (input: unknown) => z.safeParse(storeStockQuery, input).error?.issues[0]?.message;

  it('takes how many stores the caller wants, within what the back end answers', () => {
    expect(z.parse(storeStockQuery, { q: '2114', limit: '15' })).toEqual({ q: '2114', limit: 15 });
    for (const limit of ['0', '16', '2.5', 'many']) {
      expect([limit, issue({ q: '2114', limit })]).toEqual([limit, 'Please ask for 1 to 15 stores']);
    }
  });
});

describe('storesNear', () => {
  it('asks for the nearest stores holding the sku and answers them with address, distance and stock', async () => {
    const find = vi.fn(async () => ({
      origin: { postcode: '2114', suburb: 'WEST RYDE', state: 'NSW', latitude: 0, longitude: 0 },
      locations: [
        {
          slug: 'west-ryde',
          name: 'Koorong West Ryde',
          address: { street: '28 Chatham Road', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
          distanceKm: 0.4,
          stock: { sku: 'B-1', quantity: 3, state: 'in-stock' },
        },
      ],
    }));
    const client = { backend: { instore: { find } } } as never;
    expect(await storesNear({ postcode: '2114' }, { sku: 'B-1' }, client)).toEqual({
      origin: { postcode: '2114', suburb: 'WEST RYDE', state: 'NSW' },
      stores: [
        {
          slug: 'west-ryde',
          name: 'Koorong West Ryde',
          address: '28 Chatham Road, West Ryde NSW 2114',
          distanceKm: 0.4,
          stock: { sku: 'B-1', quantity: 3, state: 'in-stock' },
        },
      ],
    });
    expect(find).toHaveBeenCalledWith({ postcode: '2114', sku: 'B-1', limit: 5 });
  });

  it('without a sku asks for the nearest stores whatever they hold, and answers them without stock', async () => {
    const find = vi.fn(async () => ({
      origin: { postcode: '4350', suburb: 'TOOWOOMBA', state: 'QLD', latitude: 0, longitude: 0 },
      locations: [
        {
          slug: 'toowoomba',
          name: 'Koorong Toowoomba',
          address: { street: '1 Ruthven Street', suburb: 'Toowoomba', state: 'QLD', postcode: '4350', country: 'AU' },
          distanceKm: 1.2,
        },
      ],
    }));
    const client = { backend: { instore: { find } } } as never;
    const near = await storesNear({ suburb: 'Toowoomba' }, {}, client);
    expect(near.stores).toEqual([
      {
        slug: 'toowoomba',
        name: 'Koorong Toowoomba',
        address: '1 Ruthven Street, Toowoomba QLD 4350',
        distanceKm: 1.2,
      },
    ]);
    expect(find).toHaveBeenCalledWith({ suburb: 'Toowoomba', limit: NEAR_STORES_LIMIT });
  });

  it('asks for the limit the caller chose, kept within what the back end answers', async () => {
    const find = vi.fn(async (_query: { limit: number }) => ({
      origin: { postcode: '2114', suburb: 'WEST RYDE', state: 'NSW', latitude: 0, longitude: 0 },
      locations: [],
    }));
    const client = { backend: { instore: { find } } } as never;
    await storesNear({ postcode: '2114' }, { limit: 15 }, client);
    await storesNear({ postcode: '2114' }, { limit: 40 }, client);
    expect(find.mock.calls.map(([query]) => query.limit)).toEqual([15, 15]);
  });
});
