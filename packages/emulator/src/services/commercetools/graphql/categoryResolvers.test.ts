import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient, type Json } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 200 });
  ct = commercetoolsTestClient(emulator.url);
});
afterAll(() => emulator?.stop());

const WITH_CATEGORIES = `query ($locale: Locale!) {
  productProjectionSearch(limit: 50, locale: $locale) {
    results { slug(locale: $locale) categoriesRef { typeId id }
      categories { id key name(locale: $locale) slug(locale: $locale) ancestorsRef { id }
        ancestors { key name(locale: $locale) slug(locale: $locale) }
        parent { key parent { key } } } } } }`;

describe('ProductProjection.categories', () => {
  it('resolves the product category with its ancestors (root first) and parent chain', async () => {
    const token = await ct.anonymousToken();
    const { status, body } = await ct.graphql(token, WITH_CATEGORIES, { locale: 'en-AU' });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const results: Json[] = body.data?.productProjectionSearch.results;
    const leaf = results.find((product) => product.categories[0]?.ancestors.length === 2);
    expect(leaf).toBeDefined();
    const [category] = leaf.categories;
    expect(category.id).toBe(leaf.categoriesRef[0].id);
    expect(category.slug).toBe(category.key);
    expect(category.key).toMatch(/^web_[a-z-]+_[a-z0-9-]+$/);
    const [root, section] = category.ancestors;
    expect(root).toMatchObject({ key: 'ecom' });
    expect(category.key.startsWith(`${section.key}_`)).toBe(true);
    expect(section.name).toBeTruthy();
    expect(category.ancestorsRef).toHaveLength(2);
    expect(category.parent).toEqual({ key: section.key, parent: { key: 'ecom' } });
    for (const product of results) expect(product.categories.length).toBe(product.categoriesRef.length);
  });

  it('answers a clear error for category fields the emulator does not implement', async () => {
    const token = await ct.anonymousToken();
    const { body } = await ct.graphql(
      token,
      '{ productProjectionSearch(limit: 1) { results { categories { stagedProductCount description(locale: "en-AU") } } } }',
    );
    expect(body.errors?.[0]?.message).toBe('The field Category.stagedProductCount is not implemented by the emulator');
  });
});
