import { describe, expect, it } from 'vitest';
import { memoryTokenStore, type TokenSet } from '../auth/tokenStore';
import { createBookshop } from '../createBookshop';
import { AuthError, SESSION_ENDED_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, ValidationError } from '../errors';

const created = {
  id: 'list-1',
  version: 1,
  key: null,
  name: 'Christmas',
  description: 'For the family',
  createdAt: '2024-12-01T00:00:00.000Z',
  lineItems: [],
};

/** A commercetools stand-in that records each request and answers every GraphQL call with the created list. */
function recordingBookshop(token: TokenSet | null = customerToken()) {
  const requests: { url: string; body: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, body: String(init.body) });
    // The session's refresh is refused (signed out elsewhere); anonymous sessions are granted.
    if (url.endsWith('/oauth/token')) return Response.json({ error: 'invalid_grant' }, { status: 400 });
    if (url.endsWith('/anonymous/token')) {
      return Response.json({ access_token: 'anonymous', expires_in: 3600, scope: 'anonymous_id:a1' });
    }
    return Response.json({ data: { createMyShoppingList: created } });
  }) as typeof globalThis.fetch;
  const bookshop = createBookshop({
    commercetools: {
      apiUrl: 'https://api.example.test',
      authUrl: 'https://auth.example.test',
      projectKey: 'bookshop',
      clientId: 'web',
      clientSecret: 's3cret',
    },
    fetch,
    tokenStore: memoryTokenStore(token ?? undefined),
  });
  return { bookshop, requests };
}

function customerToken(expiresAt = Date.now() + 3_600_000): TokenSet {
  return { accessToken: 'customer-token', refreshToken: 'r1', expiresAt, scope: 'customer_id:c1', customerId: 'c1' };
}

describe('wishlists belong to a signed-in customer', () => {
  it('refuses a shopper who never signed in, before any request', async () => {
    const { bookshop, requests } = recordingBookshop(null);
    const error = await bookshop.wishlists.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: SIGN_IN_REQUIRED_MESSAGE, code: 'not_signed_in' });
    expect(requests).toEqual([]);
  });

  it('says the session has ended once its refresh is refused, rather than listing the wishlists of an anonymous session', async () => {
    const { bookshop, requests } = recordingBookshop(customerToken(Date.now() - 1));
    const error = await bookshop.wishlists.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ message: SESSION_ENDED_MESSAGE, code: 'session_ended' });
    expect(requests.some((request) => request.url.endsWith('/graphql'))).toBe(false);
  });
});

describe('wishlists.create', () => {
  it('resolves to the wishlist itself, with the trimmed name and description sent in en-AU', async () => {
    const { bookshop, requests } = recordingBookshop();
    const wishlist = await bookshop.wishlists.create({ name: '  Christmas ', description: ' For the family ' });
    expect(wishlist).toEqual(created);
    expect(requests).toHaveLength(1);
    const { variables } = JSON.parse(requests[0]?.body ?? '{}');
    expect(variables.draft).toEqual({
      name: [{ locale: 'en-AU', value: 'Christmas' }],
      description: [{ locale: 'en-AU', value: 'For the family' }],
      lineItems: [],
    });
  });

  it('refuses a missing or blank name with ValidationError before any request', async () => {
    const { bookshop, requests } = recordingBookshop();
    for (const name of ['', '   ', undefined as unknown as string]) {
      const error = await bookshop.wishlists.create({ name }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues).toEqual([{ path: ['name'], message: 'Required' }]);
      expect((error as ValidationError).message).toBe('Invalid wishlist: name: Required');
    }
    expect(requests).toHaveLength(0);
  });
});
