import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient } from '../testClient';

let emulator: RunningEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  token = await commercetoolsTestClient(emulator.url).anonymousToken();
});
afterAll(() => emulator?.stop());

const get = async (query: string) => {
  const response = await fetch(`${emulator.url}/commercetools/bookshop/categories${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};
const q = (where: string) => encodeURIComponent(where);

describe('GET /{projectKey}/categories', () => {
  it('finds a category by slug and expands parent and parent.parent', async () => {
    const { status, body } = await get(
      `?where=${q('slug(en-AU="web_bibles_niv")')}&expand=parent&expand=parent.parent`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ limit: 20, offset: 0, count: 1, total: 1 });
    const niv = body.results[0];
    expect(niv).toMatchObject({ key: 'web_bibles_niv', name: { 'en-AU': 'NIV' }, slug: { 'en-AU': 'web_bibles_niv' } });
    expect(niv.parent.obj).toMatchObject({ key: 'web_bibles', name: { 'en-AU': 'Bibles' } });
    expect(niv.parent.obj.parent.obj).toMatchObject({ key: 'ecom' });
    expect(niv.ancestors.map((ancestor: { id: string }) => ancestor.id)).toEqual([
      niv.parent.obj.parent.id,
      niv.parent.id,
    ]);
    expect(niv.ancestors[0].obj).toBeUndefined();
  });

  it('lists children of a parent, and pages through everything sorted by id with ancestors expanded', async () => {
    const { body: bibles } = await get(`?where=${q('key="web_bibles"')}`);
    const { body: children } = await get(`?where=${q(`parent(id="${bibles.results[0].id}")`)}&limit=100`);
    expect(children.total).toBe(10);
    expect(
      children.results.every((child: { parent: { id: string } }) => child.parent.id === bibles.results[0].id),
    ).toBe(true);
    const { body: all } = await get('?sort=id%20asc&limit=250&expand=ancestors[*]');
    const ids = all.results.map((category: { id: string }) => category.id);
    expect(ids).toEqual([...ids].sort());
    expect(all.total).toBe(all.count);
    const deep = all.results.find((category: { key: string }) => category.key === 'web_bibles_niv');
    expect(deep.ancestors.map((ancestor: { obj: { key: string } }) => ancestor.obj.key)).toEqual([
      'ecom',
      'web_bibles',
    ]);
    const { body: page } = await get('?sort=id%20asc&limit=5&offset=5');
    expect(page.results.map((category: { id: string }) => category.id)).toEqual(ids.slice(5, 10));
  });

  it('answers a category by id or key, 404 when missing', async () => {
    const { body } = await get(`?where=${q('key="ecom"')}`);
    expect((await get(`/${body.results[0].id}`)).body.key).toBe('ecom');
    expect((await get('/key=web_music')).body.name).toEqual({ 'en-AU': 'Music' });
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].code).toBe('ResourceNotFound');
  });

  it('bad parameters answer 400 in the REST error shape', async () => {
    for (const query of ['?limit=501', '?offset=-1', `?where=${q('key = ')}`, '?sort=name', '?expand=children']) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, errors: [{ code: 'InvalidInput' }] });
    }
    const response = await fetch(`${emulator.url}/commercetools/bookshop/categories`);
    expect(response.status).toBe(401);
  });
});
