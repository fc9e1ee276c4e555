import { readFileSync } from 'node:fs';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { BookshopError, ValidationError } from '../errors';

// Real Searchspring answers recorded by Searchspring's own client (see test/fixtures/searchspring/README.md):
// search.meta, search.trending and search.recommendProfile each parse theirs.
const recorded = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/searchspring/${name}`, import.meta.url), 'utf8'));

const requests: URL[] = [];
const answer =
  (body: JsonBodyType) =>
  ({ request }: { request: Request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json(body);
  };
const server = setupServer(
  http.get('https://live.example/api/meta/meta.json', answer(recorded('meta.json'))),
  http.get('https://live.example/api/suggest/trending', answer(recorded('trending-default.json'))),
  http.get(
    'https://live.example/api/personalized-recommendations/profile.json',
    answer(recorded('recommend-profile-default.json')),
  ),
  http.get('https://broken.example/api/suggest/trending', answer({ trending: { queries: [{ searchQuery: 7 }] } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

const site = (baseUrl = 'https://live.example') =>
  createBookshop({ searchspring: { baseUrl, siteId: '8uyt2m' }, retries: 0 }).search;

describe('search.meta against the recorded meta.json', () => {
  it('reads the sort options, facets in order with their display, and the default page size', async () => {
    const meta = await site().meta();
    expect(requests[0]?.searchParams.get('siteId')).toBe('8uyt2m');
    expect(meta.sortOptions[0]).toEqual({ field: 'relevance', direction: 'desc', label: 'Best Match' });
    expect(meta.sortOptions).toHaveLength(6);
    expect(meta.facets.map((facet) => facet.field).slice(0, 3)).toEqual(['brand', 'collection', 'color_family']);
    expect(meta.facets.find((facet) => facet.field === 'color_family')).toEqual({
      field: 'color_family',
      label: 'Color',
      display: 'palette',
      collapsed: true,
      multiple: 'or',
    });
    expect(meta.facets.find((facet) => facet.field === 'price')).toEqual({
      field: 'price',
      label: 'Price',
      display: 'slider',
      collapsed: false,
    });
    expect(meta.facets.find((facet) => facet.display === 'hierarchy')).toMatchObject({
      field: 'ss_category_hierarchy',
      multiple: 'single',
      hierarchyDelimiter: '>',
    });
    expect(meta.defaultPageSize).toBe(24);
  });
});

describe('search.trending against the recorded trending answer', () => {
  it('lists the phrases most popular first, asking for the limit given', async () => {
    const trending = await site().trending({ limit: 6 });
    expect(requests[0]?.searchParams.get('limit')).toBe('6');
    expect(trending.map((trend) => trend.query)).toEqual(['dress', 'red', 'blue', 'glasses', 'skirt', 'white']);
    expect(trending[0]).toEqual({ query: 'dress', popularity: 40 });
    await site().trending();
    expect(requests[1]?.searchParams.has('limit')).toBe(false);
  });

  it('refuses a limit the service would not take, and a changed answer', async () => {
    for (const limit of [0, 101, 2.5]) {
      await expect(site().trending({ limit })).rejects.toThrow(BookshopError);
    }
    expect(requests).toHaveLength(0);
    await expect(site('https://broken.example').trending()).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('search.recommendProfile against the recorded profile.json', () => {
  it('reads the placement, threshold and title (headerText in Searchspring templates)', async () => {
    const profile = await site().recommendProfile('trending');
    expect(requests[0]?.searchParams.get('tag')).toBe('trending');
    expect(requests[0]?.searchParams.get('siteId')).toBe('8uyt2m');
    expect(profile).toEqual({
      tag: 'trending',
      placement: 'product-page',
      threshold: 4,
      title: 'Trending Products',
      parameters: { headerText: 'Trending Products' },
    });
  });
});
