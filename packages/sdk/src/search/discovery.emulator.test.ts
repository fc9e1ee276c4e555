import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { HttpError } from '../errors';
import { NO_RESULT_PROFILE } from '../rules/carouselSource';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300, seed: 3 });
});
afterAll(() => emulator?.stop());

const search = () => createBookshop(emulatorServices(emulator.url)).search;

describe('search meta, trending and profiles against the emulator', () => {
  it('meta offers the sorts and facets the search answers with', async () => {
    const [meta, result] = await Promise.all([search().meta(), search().search({ resultsPerPage: 30 })]);
    expect(meta.sortOptions.map(({ field, direction }) => `${field}:${direction}`)).toEqual(
      result.sorting.options.map(({ field, direction }) => `${field}:${direction}`),
    );
    const metaFields = new Set(meta.facets.map((facet) => facet.field));
    for (const facet of result.facets) expect(metaFields).toContain(facet.field);
    expect(meta.defaultPageSize).toBe(30);
  });

  it('trending phrases follow what shoppers search for, and each finds products', async () => {
    for (let i = 0; i < 60; i++) await search().search({ q: 'grace', resultsPerPage: 1 });
    const trending = await search().trending({ limit: 3 });
    expect(trending).toHaveLength(3);
    expect(trending[0]?.query).toBe('grace');
    for (const { query } of trending) {
      expect((await search().search({ q: query })).pagination.totalResults, query).toBeGreaterThan(0);
    }
  });

  it('profiles carry the title of the carousels the site shows', async () => {
    expect(await search().recommendProfile(NO_RESULT_PROFILE)).toMatchObject({
      tag: NO_RESULT_PROFILE,
      placement: 'no-results-page',
      title: 'Popular right now',
    });
    expect((await search().recommendProfile('view-cart')).title).toBe('You might also like');
    await expect(search().recommendProfile('nope')).rejects.toMatchObject({ status: 404 });
    await expect(search().recommendProfile('nope')).rejects.toBeInstanceOf(HttpError);
  });
});
