import type { Wishlist } from '@bookshop/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteCallError } from '@/lib/http/callRoute';
import { emailWishlistLink, shareWishlistLink, wishlistApi } from './wishlistApi';

const list = { id: 'list 1', version: 3, lineItems: [] } as unknown as Wishlist;

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sent = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.map(([url, init]) => [
    url,
    init?.method,
    init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  ]);

afterEach(() => vi.unstubAllGlobals());

describe('wishlistApi', () => {
  it('sends ids in the path and only what each route reads in the body', async () => {
    const fetch = answering(200, {
      wishlist: list,
      wishlists: [list],
      total: 21,
      offset: 0,
      count: 1,
      action: 'add',
      message: 'Item added to wishlist successfully',
    });
    expect(await wishlistApi.list()).toEqual({ results: [list], total: 21, offset: 0, count: 1 });
    await wishlistApi.list({ offset: 20, limit: 20 });
    await wishlistApi.create({ name: 'Christmas', description: '', lineItems: [{ productId: 'p1', variantId: 1 }] });
    expect((await wishlistApi.toggle(list, { productId: 'p1', variantId: null })).message).toBe(
      'Item added to wishlist successfully',
    );
    await wishlistApi.rename(list, 'Advent');
    await wishlistApi.removeItem(list, 'line/1');
    await wishlistApi.remove(list);
    expect(sent(fetch)).toEqual([
      ['/api/account/wishlists', 'GET', undefined],
      ['/api/account/wishlists?limit=20&offset=20', 'GET', undefined],
      ['/api/account/wishlists', 'POST', { name: 'Christmas', productId: 'p1', variantId: 1 }],
      ['/api/account/wishlists/list%201/toggle', 'POST', { productId: 'p1' }],
      ['/api/account/wishlists/list%201', 'PATCH', { name: 'Advent' }],
      ['/api/account/wishlists/list%201/items/line%2F1', 'DELETE', undefined],
      ['/api/account/wishlists/list%201', 'DELETE', undefined],
    ]);
  });

  it('throws the route’s message and status for a refused request', async () => {
    answering(400, { error: 'Required' });
    const error = await wishlistApi.rename(list, ' ').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RouteCallError);
    expect(error).toMatchObject({ message: 'Required', status: 400 });
    answering(502, {});
    await expect(shareWishlistLink('list 1')).rejects.toMatchObject({
      message: 'The wishlist request failed',
      status: 502,
    });
  });

  it('emails a share link with the form’s values, and throws the route’s field message', async () => {
    const fetch = answering(200, { sent: true, expiresAt: '2026-12-27T00:00:00.000Z' });
    expect(await emailWishlistLink('list 1', { email: 'mum@example.com', message: 'For you' })).toEqual({
      sent: true,
      expiresAt: '2026-12-27T00:00:00.000Z',
    });
    expect(sent(fetch)).toEqual([
      ['/api/account/wishlists/list%201/share/email', 'POST', { email: 'mum@example.com', message: 'For you' }],
    ]);
    answering(400, { error: 'Invalid email', field: 'email' });
    await expect(emailWishlistLink('list 1', { email: 'mum@' })).rejects.toMatchObject({
      message: 'Invalid email',
      status: 400,
    });
  });

  it('refuses to start a list with several products, which the route does not take', async () => {
    const fetch = answering(201, { wishlist: list });
    await expect(
      wishlistApi.create({ name: 'Two', lineItems: [{ productId: 'p1' }, { productId: 'p2' }] }),
    ).rejects.toThrow('one product at most');
    expect(fetch).not.toHaveBeenCalled();
  });
});
