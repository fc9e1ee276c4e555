import { AuthError, ConcurrentModificationError, HttpError } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

vi.mock('server-only', () => ({}));
const { parseInput, route, routeJson } = await import('./route');
const { RouteRefusal } = await import('./routeRefusal');

const phone = z.object({ phone: z.string({ error: 'Enter mobile number' }).check(z.minLength(10, 'Too short')) });

const request = (body?: string, init: { method?: string; headers?: Record<string, string>; url?: string } = {}) =>
  new Request(init.url ?? 'http://shop.test/api/thing', {
    method: init.method ?? (body === undefined ? 'GET' : 'PATCH'),
    headers: { origin: 'http://shop.test', host: 'shop.test', ...init.headers },
    body,
  });

const answer = async (response: Response) => ({
  status: response.status,
  body: response.status === 204 ? null : await response.json(),
});

describe('route', () => {
  it('runs the handler with the parsed body, query, params and session, and answers its value as no-store JSON', async () => {
    const handler = vi.fn(async () => ({ saved: true }));
    const post = route(
      {
        what: 'Your phone',
        body: phone,
        query: z.object({ from: z.string() }),
        params: z.object({ id: z.string() }),
        session: async () => ({ id: 'c1' }),
      },
      handler,
    );
    const sent = request('{"phone":"0412345678","extra":1}', { url: 'http://shop.test/api/thing?from=cart' });
    const response = await post(sent, { params: Promise.resolve({ id: 'a1' }) });
    expect(await answer(response)).toEqual({ status: 200, body: { saved: true } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(handler).toHaveBeenCalledWith({
      body: { phone: '0412345678' },
      query: { from: 'cart' },
      params: { id: 'a1' },
      session: { id: 'c1' },
      request: sent,
    });
  });

  it('refuses another origin with 403 on a write before reading anything, and on a read only when told', async () => {
    const session = vi.fn(async () => ({ id: 'c1' }));
    const handler = vi.fn(async () => 'done');
    const foreign = { origin: 'http://evil.test' };
    const write = await route(
      { what: 'Your phone', body: phone, session },
      handler,
    )(request('{"phone":"0412345678"}', { headers: foreign }));
    expect(write.status).toBe(403);
    const guarded = await route({ what: 'Lookups', origin: 'same' }, handler)(request(undefined, { headers: foreign }));
    expect(guarded.status).toBe(403);
    expect(session).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    const open = await route({ what: 'Stores' }, handler)(request(undefined, { headers: foreign }));
    expect(await answer(open)).toEqual({ status: 200, body: 'done' });
    const webhook = await route(
      { what: 'Revalidation', origin: 'any' },
      handler,
    )(new Request('http://shop.test/api/revalidate', { method: 'POST', body: '{}' }));
    expect(await answer(webhook)).toEqual({ status: 200, body: 'done' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await route(
      { what: 'Your phone', body: phone },
      vi.fn(),
    )(request(JSON.stringify({ phone: 'x'.repeat(20_000) })));
    expect(response.status).toBe(413);
  });

  it('refuses input of the wrong shape with 400, the field’s message and its path (unless told not to name it), or the expected shape', async () => {
    const handler = vi.fn();
    const short = await route({ what: 'Your phone', body: phone }, handler)(request('{"phone":"04"}'));
    expect(await answer(short)).toEqual({ status: 400, body: { error: 'Too short', field: 'phone' } });
    const notJson = await route({ what: 'Your phone', body: phone }, handler)(request('not json'));
    expect(await answer(notJson)).toEqual({ status: 400, body: { error: 'Enter mobile number', field: 'phone' } });
    for (const body of ['[]', '{"phone":', '', 'null', '{"phone":42}', '{}']) {
      const shaped = await route(
        { what: 'Sign-in', body: phone, shape: '{ "phone": string }' },
        handler,
      )(request(body));
      expect(await answer(shaped), body).toEqual({ status: 400, body: { error: 'Expected JSON { "phone": string }' } });
    }
    const badId = await route(
      { what: 'The line', params: z.object({ id: z.string().check(z.regex(/^\w+$/, 'No such line')) }) },
      handler,
    )(request(undefined), { params: Promise.resolve({ id: '../x' }) });
    expect(await answer(badId)).toEqual({ status: 400, body: { error: 'No such line', field: 'id' } });
    const badQuery = await route(
      { what: 'Stores', query: z.object({ q: z.string({ error: 'Enter a place' }) }) },
      handler,
    )(request(undefined));
    expect(await answer(badQuery)).toEqual({ status: 400, body: { error: 'Enter a place', field: 'q' } });
    const fieldless = { what: 'The line', fields: false, params: z.object({ id: z.string() }), body: phone } as const;
    const unnamed = await route(fieldless, handler)(request('{"phone":"04"}'), {
      params: Promise.resolve({ id: 'a' }),
    });
    expect(await answer(unnamed)).toEqual({ status: 400, body: { error: 'Too short' } });
    const unnamedId = await route(fieldless, handler)(request('{}'), { params: Promise.resolve({}) });
    expect((await answer(unnamedId)).body).not.toHaveProperty('field');
    expect(handler).not.toHaveBeenCalled();
  });

  it('checks the body before reading the session: refused input never loads the customer', async () => {
    const session = vi.fn(async () => ({ id: 'c1' }));
    const handler = vi.fn();
    const refused = await route({ what: 'Your phone', body: phone, session }, handler)(request('{"phone":"041"}'));
    expect(refused.status).toBe(400);
    expect(session).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a route look at the session before the input: an unknown body comes as it was sent, parsed in the handler', async () => {
    const session = vi.fn(async () => ({ business: true }));
    const handler = vi.fn(async ({ body, session }: { body: unknown; session: { business: boolean } }) => {
      if (session.business) throw new RouteRefusal('Not on a business account', 403);
      return parseInput(phone, body);
    });
    const post = route({ what: 'Your phone', body: z.unknown(), session }, handler);
    expect(await answer(await post(request('{"anything":[1]}')))).toEqual({
      status: 403,
      body: { error: 'Not on a business account' },
    });
    expect(handler.mock.calls[0]?.[0].body).toEqual({ anything: [1] });
    session.mockResolvedValue({ business: false });
    expect(await answer(await post(request('{"phone":"041"}')))).toEqual({
      status: 400,
      body: { error: 'Too short', field: 'phone' },
    });
    expect(await answer(await post(request('{"phone":"0412345678","extra":1}')))).toEqual({
      status: 200,
      body: { phone: '0412345678' },
    });
  });

  it('answers 401 when the session finds nobody, and the outage when it cannot be read', async () => {
    const handler = vi.fn();
    const nobody = await route({ what: 'Your phone', session: async () => null }, handler)(request(undefined));
    expect(await answer(nobody)).toEqual({ status: 401, body: { error: 'Please sign in to your account' } });
    expect(nobody.headers.get('cache-control')).toBe('no-store');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = await route(
      { what: 'Your phone', session: () => Promise.reject(new Error('down')) },
      handler,
    )(request(undefined));
    expect(await answer(down)).toEqual({
      status: 502,
      body: { error: 'Your phone is unavailable, please try again later' },
    });
    error.mockRestore();
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers what the handler throws through the one failure map, never a 500', async () => {
    const failing = (thrown: unknown, session?: () => Promise<object | null>) =>
      route({ what: 'The basket', session }, () => Promise.reject(thrown))(request(undefined)).then(answer);
    expect(await failing(new RouteRefusal('Sold out', 409, { code: 'out-of-stock' }))).toEqual({
      status: 409,
      body: { error: 'Sold out', code: 'out-of-stock' },
    });
    expect(await failing(new ConcurrentModificationError('moved', 3))).toEqual({
      status: 409,
      body: { error: 'The basket changed in another window, please try again' },
    });
    expect(await failing(new AuthError('expired'))).toEqual({
      status: 401,
      body: { error: 'Your session has ended, please reload the page' },
    });
    expect(await failing(new AuthError('expired'), async () => ({}))).toEqual({
      status: 401,
      body: { error: 'Please sign in to your account' },
    });
    expect(await failing(new HttpError('No such list', 404, 'ResourceNotFound', {}))).toEqual({
      status: 404,
      body: { error: 'No such list' },
    });
  });

  it('words a conflict as `changed` says, and reads a service’s 404 as the input refused when told', async () => {
    const checkout = { what: 'Checkout', missing: 'Your basket is empty', changed: 'Your basket changed, try again' };
    const failing = (thrown: unknown, notFoundIsInput?: boolean) =>
      route({ ...checkout, notFoundIsInput }, () => Promise.reject(thrown))(request(undefined)).then(answer);
    expect(await failing(new ConcurrentModificationError('moved', 3))).toEqual({
      status: 409,
      body: { error: 'Your basket changed, try again' },
    });
    const unknown = new HttpError('No such gift card', 404, undefined, {});
    expect(await failing(unknown)).toEqual({ status: 409, body: { error: 'Your basket is empty' } });
    expect(await failing(unknown, true)).toEqual({ status: 400, body: { error: 'No such gift card' } });
    expect(await failing(new RouteRefusal('Store stock is unavailable, please try again later', 502))).toEqual({
      status: 502,
      body: { error: 'Store stock is unavailable, please try again later' },
    });
  });

  it('passes a Response through, answers nothing as 204, and sets the success cache when told', async () => {
    const created = await route({ what: 'The wishlist' }, async () => routeJson({ id: 'w1' }, 201))(request(undefined));
    expect(await answer(created)).toEqual({ status: 201, body: { id: 'w1' } });
    const empty = await route({ what: 'The card' }, async () => undefined)(request(undefined));
    expect(empty.status).toBe(204);
    const cached = await route({ what: 'Stores', cache: 'public, max-age=60' }, async () => ({ stores: [] }))(
      request(undefined),
    );
    expect(cached.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('parseInput', () => {
  const refusalOf = (value: unknown) => {
    try {
      parseInput(phone, value);
    } catch (error) {
      return error instanceof RouteRefusal ? { status: error.status, body: error.body } : error;
    }
    return null;
  };

  it('answers the parsed value, or throws a 400 refusal with the first field’s message and path', () => {
    expect(parseInput(phone, { phone: '0412345678', extra: 1 })).toEqual({ phone: '0412345678' });
    expect(refusalOf({ phone: 41 })).toEqual({ status: 400, body: { error: 'Enter mobile number', field: 'phone' } });
    // A value of the wrong shape altogether belongs to no field.
    expect(refusalOf('text')).toEqual({ status: 400, body: { error: expect.any(String) } });
  });
});
