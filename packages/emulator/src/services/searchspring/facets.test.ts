import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
// biome-ignore lint/suspicious/noExplicitAny: test helper over JSON answers
type Json = any;
const search = async (query: string, path = 'search/search.json'): Promise<{ status: number; body: Json }> => {
  const response = await fetch(`${emulator.url}/searchspring/api/${path}?siteId=bookshop&${query}`);
  return { status: response.status, body: await response.json() };
};
const facet = (body: Json, field: string) => body.facets.find((candidate: Json) => candidate.field === field);

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('search.json facets', () => {
  it('offers the category tree as a hierarchy facet and drills down by path', async () => {
    const { body: top } = await search('resultsPerPage=1');
    const category = facet(top, 'category');
    expect(category).toMatchObject({ type: 'hierarchy', hierarchyDelimiter: '>', multiple: 'single', facet_active: 0 });
    const bibles = category.values.find((value: Json) => value.value === 'bibles');
    expect(bibles).toMatchObject({ label: 'Bibles', active: false });
    const { body } = await search('filter.category=bibles&resultsPerPage=100');
    expect(body.pagination.totalResults).toBe(bibles.count);
    const drilled = facet(body, 'category');
    expect(drilled.facet_active).toBe(1);
    expect(drilled.values[0]).toMatchObject({ value: 'bibles', active: true, history: true });
    const child = drilled.values.find((value: Json) => value.value.startsWith('bibles>'));
    const { body: deeper } = await search(`filter.category=${encodeURIComponent(child.value)}`);
    expect(deeper.pagination.totalResults).toBe(child.count);
    // Names work as well as URL segments, in any case.
    const { body: byName } = await search(`filter.category=${encodeURIComponent(`Bibles>${child.label}`)}`);
    expect(byName.pagination.totalResults).toBe(child.count);
    for (const record of body.results) expect(record.category_hierarchy[0]).toBe('Bibles');
  });

  it('has New Releases values: Last 3 Months and In Stock', async () => {
    const { body } = await search('filter.publication_date=Last 3 Months&filter.available=In Stock&resultsPerPage=100');
    expect(body.pagination.totalResults).toBeGreaterThan(0);
    const threeMonthsAgo = new Date(Date.now() - 93 * 86_400_000).toISOString().slice(0, 10);
    for (const record of body.results) {
      expect(record.publication_date >= threeMonthsAgo).toBe(true);
      expect(['available', 'limited-stock']).toContain(record.availability);
    }
    expect(facet(body, 'publication_date').values.map((value: Json) => value.value)).toContain('Last 3 Months');
    expect(body.filterSummary.map((entry: Json) => entry.filterValue)).toEqual(['Last 3 Months', 'In Stock']);
  });

  it('filters by series, themes, rating and a price-book slider', async () => {
    const { body: all } = await search('resultsPerPage=1');
    const theme = facet(all, 'themes').values[0];
    const { body: themed } = await search(`filter.themes=${encodeURIComponent(theme.value)}&resultsPerPage=100`);
    expect(themed.pagination.totalResults).toBe(theme.count);
    for (const record of themed.results) expect(record.themes).toContain(theme.value);
    const series = facet(all, 'series').values[0];
    expect((await search(`filter.series=${encodeURIComponent(series.value)}`)).body.pagination.totalResults).toBe(
      series.count,
    );
    const { body: rated } = await search('filter.rating=4&resultsPerPage=100');
    for (const record of rated.results) expect(Number(record.rating)).toBeGreaterThanOrEqual(4);
    const staff = facet(all, 'staff_price');
    expect(staff).toMatchObject({ type: 'slider', values: [] });
    const { body: cheap } = await search('filter.staff_price.high=10&resultsPerPage=100');
    for (const record of cheap.results) expect(Number(record.staff_price)).toBeLessThanOrEqual(10);
    expect(facet(cheap, 'staff_price').active[1]).toBe(10);
  });

  it('applies bgfilter.* without showing it as active', async () => {
    const { body } = await search('bgfilter.format=Paperback&resultsPerPage=100');
    for (const record of body.results) expect(record.format).toBe('Paperback');
    expect(body.filterSummary).toEqual([]);
    expect(facet(body, 'format').facet_active).toBe(0);
  });

  it('sorts by newest, rating and name', async () => {
    const dates = (await search('sort.publication_date=desc&resultsPerPage=50')).body.results.map(
      (r: Json) => r.publication_date,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const ratings = (await search('sort.rating=desc&resultsPerPage=50')).body.results.map((r: Json) =>
      Number(r.rating),
    );
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const { body } = await search('sort.title=asc&resultsPerPage=50');
    const names = body.results.map((r: Json) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.sorting.options.find((option: Json) => option.active)).toMatchObject({
      field: 'title',
      direction: 'asc',
    });
  });

  it('serves custom landing pages with their banner and filters', async () => {
    const { body } = await search('landing-page=easter&resultsPerPage=100');
    expect(body.pagination.totalResults).toBeGreaterThan(0);
    for (const record of body.results) expect(record.themes).toContain('Easter');
    expect(body.merchandising.content.header[0]).toContain('Easter');
    expect(body.filterSummary).toEqual([]);
    const unknown = await search('landing-page=nowhere');
    expect(unknown.status).toBe(200);
    expect(unknown.body.pagination.totalResults).toBe(0);
  });

  it('answers merchandising redirects, minimal or full', async () => {
    const full = await search('q=gift%20card');
    expect(full.body.merchandising.redirect).toBe('/category/gift-card');
    expect(full.body.pagination).toBeDefined();
    const minimal = await search('q=Gift%20Card&redirectResponse=minimal');
    expect(minimal.body).toEqual({ merchandising: { redirect: '/category/gift-card' } });
    expect((await search('q=x&redirectResponse=sideways')).status).toBe(400);
  });

  it('corrects typos from the catalogue vocabulary', async () => {
    const { body } = await search('q=devotionl');
    expect(body.query).toEqual({ original: 'devotionl', corrected: 'devotional' });
    expect(body.pagination.totalResults).toBeGreaterThan(0);
    const { body: none } = await search('q=zzzzqqqq');
    expect(none.query).toEqual({ original: 'zzzzqqqq' });
    expect(none.pagination.totalResults).toBe(0);
    const { body: isbn } = await search('q=9780000000000');
    expect(isbn.query.corrected).toBeUndefined();
  });
});
