import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';

// Real commercetools answers, recorded in the API reference (see test/fixtures/commercetools/README.md).
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/commercetools/${name}`, import.meta.url), 'utf8'));

const queries: URL[] = [];
const server = setupServer(
  http.post('https://auth.example.test/oauth/shop/anonymous/token', () =>
    HttpResponse.json({ access_token: 'anon', expires_in: 3600, scope: 'view_categories:shop', token_type: 'Bearer' }),
  ),
  http.get('https://api.example.test/shop/categories', ({ request }) => {
    queries.push(new URL(request.url));
    return HttpResponse.json(fixture('categories.example.json'));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('reads a recorded category page, picking the name and slug of the configured locale', async () => {
  const bookshop = createBookshop({
    commercetools: {
      apiUrl: 'https://api.example.test',
      authUrl: 'https://auth.example.test',
      projectKey: 'shop',
      clientId: 'c',
      clientSecret: 's',
    },
    locale: 'en',
  });
  const children = await bookshop.catalog.childCategories('123456');
  expect(queries[0]?.searchParams.get('where')).toBe('parent(id="123456")');
  expect(queries[0]?.searchParams.get('limit')).toBe('100');
  expect(children[0]).toMatchObject({
    id: 'c2f93298-c967-44af-8c2a-d2220bf39eb2',
    name: 'Hats',
    slug: 'hats',
    orderHint: '0.1',
  });
  // Ancestors that were not expanded carry no names, so they are left out rather than shown blank.
  expect(children[0]?.ancestors).toBeUndefined();
});
