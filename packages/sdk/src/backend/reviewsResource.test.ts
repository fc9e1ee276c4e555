import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { BookshopError, ValidationError } from '../errors';

const YOTPO = 'https://api.yotpo.example';
const issued: string[] = [];
const listed: URL[] = [];
let accepted = new Set<string>();
const server = setupServer(
  http.post(`${YOTPO}/oauth/token`, async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    if (body.client_secret !== 'secret' || body.grant_type !== 'client_credentials') {
      return HttpResponse.json({ status: { code: 401, message: 'Unauthorized' } }, { status: 401 });
    }
    const token = `token-${issued.length + 1}`;
    issued.push(token);
    accepted.add(token);
    return HttpResponse.json({ access_token: token, token_type: 'bearer' });
  }),
  http.get(`${YOTPO}/v1/apps/app-1/reviews`, ({ request }) => {
    const url = new URL(request.url);
    listed.push(url);
    if (!accepted.has(url.searchParams.get('utoken') ?? '')) {
      return HttpResponse.json({ status: { code: 401, message: 'Unauthorized' } }, { status: 401 });
    }
    if (url.searchParams.get('user_email') === 'odd@example.com') return HttpResponse.json({ reviews: [{ id: 1 }] });
    return HttpResponse.json({
      reviews: [
        {
          id: 70491279,
          title: 'Lovely',
          content: 'Read it twice.',
          score: 5,
          votes_up: 3,
          votes_down: 0,
          created_at: '2025-09-21T08:15:00.000Z',
          updated_at: '2025-09-21T08:15:00.000Z',
          sentiment: 0.92,
          sku: '9781000000001',
          name: 'Grace W.',
          email: 'grace@example.com',
          reviewer_type: 'verified_buyer',
          deleted: false,
          archived: false,
          escalated: false,
        },
        { id: 2, title: 'Gone', content: '', score: 1, created_at: '2024-01-01T00:00:00Z', sku: 'x', deleted: true },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  issued.length = 0;
  listed.length = 0;
  accepted = new Set();
});
afterAll(() => server.close());

const reviews = (secretKey = 'secret') =>
  createBookshop({
    yotpo: { baseUrl: 'https://loyalty.yotpo.example/api/v2', reviewsUrl: YOTPO, appKey: 'app-1', secretKey },
    retries: 0,
  }).backend.reviews;

describe('backend.reviews (Yotpo)', () => {
  it("exchanges the keys for a utoken once and reads one reviewer's live reviews", async () => {
    const resource = reviews();
    expect(await resource.byReviewer({ email: ' grace@example.com ', limit: 500 })).toEqual([
      {
        id: '70491279',
        score: 5,
        title: 'Lovely',
        content: 'Read it twice.',
        createdAt: '2025-09-21T08:15:00.000Z',
        sku: '9781000000001',
      },
    ]);
    await resource.byReviewer({ email: 'grace@example.com' });
    expect(issued).toEqual(['token-1']);
    expect(Object.fromEntries(listed[0]?.searchParams ?? [])).toEqual({
      utoken: 'token-1',
      user_email: 'grace@example.com',
      count: '100',
      page: '1',
    });
  });

  it('exchanges the keys again once Yotpo stops accepting the token', async () => {
    const resource = reviews();
    await resource.byReviewer({ email: 'grace@example.com' });
    accepted.clear();
    expect(await resource.byReviewer({ email: 'grace@example.com' })).toHaveLength(1);
    expect(issued).toEqual(['token-1', 'token-2']);
  });

  it('throws on refused keys, an unknown answer, and without the keys configured', async () => {
    await expect(reviews('wrong').byReviewer({ email: 'grace@example.com' })).rejects.toMatchObject({ status: 401 });
    await expect(reviews().byReviewer({ email: 'odd@example.com' })).rejects.toBeInstanceOf(ValidationError);
    const unconfigured = createBookshop({ yotpo: { baseUrl: YOTPO } }).backend.reviews;
    await expect(unconfigured.byReviewer({ email: 'grace@example.com' })).rejects.toThrow(BookshopError);
    await expect(unconfigured.byReviewer({ email: 'grace@example.com' })).rejects.toThrow(/BOOKSHOP_YOTPO_APP_KEY/);
  });
});
