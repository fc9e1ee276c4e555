import { describe, expect, it } from 'vitest';
import { memoryTokenStore, type TokenSet } from './auth/tokenStore';
import { emulatorServices } from './config';
import { type Bookshop, createBookshop } from './createBookshop';
import type { RequestOptions } from './transport/http';

const signedIn: TokenSet = {
  accessToken: 'customer-token',
  refreshToken: 'customer-refresh',
  expiresAt: Date.now() + 3_600_000,
  scope: 'manage_my_profile:bookshop customer_id:c1',
  customerId: 'c1',
};
const anonymous: TokenSet = {
  accessToken: 'anonymous-token',
  expiresAt: Date.now() + 3_600_000,
  scope: 'anonymous_id:a1',
  anonymousId: 'a1',
};

/** A fetch that never answers: it only rejects, with the signal's reason, once its signal aborts. */
function hangingFetch() {
  const seen: { url: string; init: RequestInit }[] = [];
  let reached: () => void = () => undefined;
  const called = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const fetch = ((url: string, init: RequestInit) => {
    seen.push({ url, init });
    reached();
    return new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen, called };
}

type Call = (bookshop: Bookshop, options: RequestOptions) => Promise<unknown>;

// Every public method without input: `(input?: void, options?)`, so the options are the second argument.
const methods: [name: string, call: Call, token?: TokenSet][] = [
  ['catalog.allCategories', (b, o) => b.catalog.allCategories(undefined, o)],
  ['customer.me', (b, o) => b.customer.me(undefined, o)],
  ['auth.refresh', (b, o) => b.auth.refresh(undefined, o)],
  ['backend.donation.remove', (b, o) => b.backend.donation.remove(undefined, o)],
  ['backend.savedCards.list', (b, o) => b.backend.savedCards.list(undefined, o)],
  ['backend.account.balance', (b, o) => b.backend.account.balance(undefined, o)],
  ['backend.instore.locations', (b, o) => b.backend.instore.locations(undefined, o)],
  ['search.meta', (b, o) => b.search.meta(undefined, o)],
  ['content.settings', (b, o) => b.content.settings(undefined, o)],
  ['content.navigation', (b, o) => b.content.navigation(undefined, o)],
  ['content.footer', (b, o) => b.content.footer(undefined, o)],
  ['content.stores', (b, o) => b.content.stores(undefined, o)],
  ['content.helpCentreUrl', (b, o) => b.content.helpCentreUrl(undefined, o)],
  ['cart.active', (b, o) => b.cart.active(undefined, o)],
  ['cart.converge', (b, o) => b.cart.converge(undefined, o)],
  ['orders.list', (b, o) => b.orders.list(undefined, o)],
  ['cart.anonymousCartId', (b, o) => b.cart.anonymousCartId(undefined, o), anonymous],
];

describe('methods without input take the request options second', () => {
  it.each(methods)(
    '%s passes the signal and headers to fetch, and an abort rejects the call',
    async (_, call, token) => {
      const { fetch, seen, called } = hangingFetch();
      const bookshop = createBookshop({
        ...emulatorServices('http://sdk.test'),
        fetch,
        tokenStore: memoryTokenStore(token ?? signedIn),
        retries: 0,
      });
      const controller = new AbortController();
      const pending = call(bookshop, { signal: controller.signal, headers: { 'x-trace': 'second-argument' } });
      pending.catch(() => undefined);
      await called;
      const { init } = seen[0] as { init: RequestInit };
      expect((init.headers as Record<string, string>)['x-trace']).toBe('second-argument');
      expect(init.signal?.aborted).toBe(false);
      const reason = new Error('the shopper left');
      controller.abort(reason);
      await expect(pending).rejects.toBe(reason);
      expect(init.signal?.aborted).toBe(true);
    },
  );

  it('still works with no arguments at all', async () => {
    const { fetch, seen } = hangingFetch();
    const bookshop = createBookshop({ ...emulatorServices('http://sdk.test'), fetch, tokenStore: memoryTokenStore() });
    expect(await bookshop.customer.me()).toBeNull();
    expect(await bookshop.cart.anonymousCartId()).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('auth.signOut forgets the token at once, then revokes both its tokens at commerce', async () => {
    const revoked: { url: string; body: string }[] = [];
    const tokenStore = memoryTokenStore(signedIn);
    const fetch = (async (url: string, init: RequestInit) => {
      // The token is gone before any revocation is sent.
      expect(tokenStore.get()).toBeUndefined();
      revoked.push({ url, body: String(init.body) });
      return new Response(null, { status: 200 });
    }) as typeof globalThis.fetch;
    const bookshop = createBookshop({ ...emulatorServices('http://sdk.test'), fetch, tokenStore });
    await bookshop.auth.signOut(undefined, { signal: new AbortController().signal });
    expect(tokenStore.get()).toBeUndefined();
    expect(revoked.map(({ url }) => url)).toEqual([
      'http://sdk.test/commercetools/oauth/token/revoke',
      'http://sdk.test/commercetools/oauth/token/revoke',
    ]);
    expect(revoked.map(({ body }) => body).sort()).toEqual([
      'token=customer-refresh&token_type_hint=refresh_token',
      'token=customer-token&token_type_hint=access_token',
    ]);
    // Signed out already: nothing left to revoke.
    await bookshop.auth.signOut();
    expect(revoked).toHaveLength(2);
  });

  it('auth.signOut signs out even when commerce cannot revoke, and says so in the log', async () => {
    const warnings: unknown[][] = [];
    const logger = { debug() {}, info() {}, warn: (...args: unknown[]) => warnings.push(args), error() {} };
    const tokenStore = memoryTokenStore(signedIn);
    const fetch = (async () => new Response('{"message":"down"}', { status: 503 })) as typeof globalThis.fetch;
    const bookshop = createBookshop({ ...emulatorServices('http://sdk.test'), fetch, tokenStore, logger });
    await bookshop.auth.signOut();
    expect(tokenStore.get()).toBeUndefined();
    expect(warnings.map(([message]) => message)).toEqual([
      'A token could not be revoked at sign-out',
      'A token could not be revoked at sign-out',
    ]);
  });
});

describe('methods that plan from a customer or a wishlist refuse anything else before any request', () => {
  const customer = { id: 'c1', version: 3, addresses: [], shippingAddressIds: [], billingAddressIds: [] };
  const address = { address: { country: 'AU' }, type: 'shipping' } as const;
  const misuses: [name: string, call: (bookshop: Bookshop) => Promise<unknown>, message: string][] = [
    [
      'addresses.add with the input alone',
      (b) => b.addresses.add(address as never, undefined as never),
      'addresses.add takes the customer as the SDK returned it first (with addresses); this one has no addresses',
    ],
    [
      'addresses.remove without its input',
      (b) => b.addresses.remove(customer as never, undefined as never),
      'addresses.remove takes its input second, not undefined',
    ],
    [
      'customer.updatePhone with the phone alone',
      (b) => b.customer.updatePhone('0412345678' as never, undefined as never),
      'customer.updatePhone takes the customer as the SDK returned it first, not string',
    ],
    [
      'customer.updateName without the name',
      (b) => b.customer.updateName(customer as never, undefined as never),
      'customer.updateName takes the name second, not undefined',
    ],
    [
      'wishlists.rename with an id',
      (b) => b.wishlists.rename('list-1' as never, 'Advent'),
      'wishlists.rename takes the wishlist as the SDK returned it (with id, version), not string',
    ],
    [
      'wishlists.toggle with the product first',
      (b) => b.wishlists.toggle({ productId: 'p1' } as never, { productId: 'p1' } as never),
      'wishlists.toggle takes the wishlist as the SDK returned it (with id, version); this one has no id, version',
    ],
    [
      'wishlists.remove with nothing',
      (b) => b.wishlists.remove(undefined as never),
      'wishlists.remove takes the wishlist as the SDK returned it (with id, version), not undefined',
    ],
  ];

  it.each(misuses)('%s', async (_name, call, message) => {
    const { fetch, seen } = hangingFetch();
    const tokenStore = memoryTokenStore();
    await tokenStore.set(signedIn);
    const bookshop = createBookshop({ ...emulatorServices('http://127.0.0.1:9'), fetch, tokenStore });
    await expect(call(bookshop)).rejects.toMatchObject({ name: 'ValidationError', message });
    expect(seen).toEqual([]);
  });
});

describe('the shop back end', () => {
  it('is `backend` alone: the `services` alias was removed before the first release', () => {
    const bookshop = createBookshop(emulatorServices('http://127.0.0.1:9'));
    expect(bookshop.backend.orders.recent).toBeTypeOf('function');
    expect(bookshop).not.toHaveProperty('services');
  });
});
