import {
  AuthError,
  ConcurrentModificationError,
  type Customer,
  GraphQLResponseError,
  HttpError,
  ValidationError,
} from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

vi.mock('server-only', () => ({}));
const accountCustomer = vi.fn<() => Promise<Customer | null>>();
vi.mock('../data/account', () => ({ accountCustomer: () => accountCustomer() }));
const { accountFailure, accountWrite, parseAccountInput, withAccountCustomer } = await import('./accountRoute');

const grace = { id: 'c1', version: 1, email: 'grace@example.com' } as Customer;
const schema = z.object({ phone: z.string({ error: 'Enter mobile number' }).check(z.minLength(10, 'Too short')) });

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/account/customer', {
    method: 'PATCH',
    headers: { origin: 'http://shop.test', host: 'shop.test', 'content-type': 'application/json', ...headers },
    body,
  });

const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

describe('accountWrite', () => {
  beforeEach(() => {
    accountCustomer.mockReset();
    accountCustomer.mockResolvedValue(grace);
  });

  it('runs the write with the parsed input and the customer, and answers what it answers', async () => {
    const write = vi.fn(async (input: { phone: string }, customer: Customer) =>
      Response.json({ phone: input.phone, id: customer.id }),
    );
    const response = await accountWrite(request('{"phone":"0412345678","extra":1}'), 'Your phone', schema, write);
    expect(await answer(response)).toEqual({ status: 200, body: { phone: '0412345678', id: 'c1' } });
    expect(write).toHaveBeenCalledWith({ phone: '0412345678' }, grace);
  });

  it('refuses another origin with 403 before reading anything', async () => {
    const write = vi.fn();
    const response = await accountWrite(request('{}', { origin: 'http://evil.test' }), 'Your phone', schema, write);
    expect(response.status).toBe(403);
    expect(accountCustomer).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await accountWrite(
      request(JSON.stringify({ phone: 'x'.repeat(20_000) })),
      'Your phone',
      schema,
      vi.fn(),
    );
    expect(response.status).toBe(413);
  });

  it('refuses input the schema refuses with 400, the field’s message and its path, and writes nothing', async () => {
    const write = vi.fn();
    expect(await answer(await accountWrite(request('{"phone":"041"}'), 'Your phone', schema, write))).toEqual({
      status: 400,
      body: { error: 'Too short', field: 'phone' },
    });
    expect((await answer(await accountWrite(request('not json'), 'Your phone', schema, write))).status).toBe(400);
    expect(write).not.toHaveBeenCalled();
  });

  it('answers 401 without a signed-in customer', async () => {
    accountCustomer.mockResolvedValue(null);
    const write = vi.fn();
    const response = await accountWrite(request('{"phone":"0412345678"}'), 'Your phone', schema, write);
    expect(await answer(response)).toEqual({ status: 401, body: { error: 'Please sign in to your account' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(write).not.toHaveBeenCalled();
  });

  it('maps a write’s SDK failure to its answer', async () => {
    const failing = (error: unknown) =>
      accountWrite(request('{"phone":"0412345678"}'), 'Your phone', schema, async () => {
        throw error;
      });
    expect(await answer(await failing(new ConcurrentModificationError('conflict', 7)))).toEqual({
      status: 409,
      body: { error: 'Your phone changed in another window, please try again' },
    });
    expect((await failing(new AuthError('expired'))).status).toBe(401);
  });
});

describe('accountFailure', () => {
  it('answers 400 with the service’s message for a refusal of the shopper’s input, 404 for a missing thing', async () => {
    expect(await answer(accountFailure(new ValidationError('Phone number is invalid', []), 'Your phone'))).toEqual({
      status: 400,
      body: { error: 'Phone number is invalid' },
    });
    expect((await answer(accountFailure(new HttpError('Bad value', 422, 'InvalidInput', null), 'x'))).status).toBe(400);
    expect((await answer(accountFailure(new HttpError('Gone', 404, 'ResourceNotFound', null), 'x'))).status).toBe(404);
  });

  it('answers 502 for an outage, never a 500, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const error of [
      new HttpError('Down', 503, undefined, null),
      new HttpError('Who?', 401, undefined, null),
      new GraphQLResponseError('Boom', 'General', []),
      new Error('socket hang up'),
    ]) {
      expect(await answer(accountFailure(error, 'Your phone'))).toEqual({
        status: 502,
        body: { error: 'Your phone is unavailable, please try again later' },
      });
    }
    expect(log).toHaveBeenCalledTimes(4);
    log.mockRestore();
  });
});

describe('withAccountCustomer', () => {
  it('answers the read’s failure, 401 for a visitor, or runs with the customer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    accountCustomer.mockRejectedValueOnce(new HttpError('Down', 503, undefined, null));
    expect((await withAccountCustomer('Your account', vi.fn())).status).toBe(502);
    accountCustomer.mockResolvedValueOnce(null);
    expect((await withAccountCustomer('Your account', vi.fn())).status).toBe(401);
    accountCustomer.mockResolvedValueOnce(grace);
    const response = await withAccountCustomer('Your account', async (customer) => Response.json(customer.id));
    expect(await response.json()).toBe('c1');
    log.mockRestore();
  });
});

describe('parseAccountInput', () => {
  it('answers the parsed value, or 400 with the first field’s message and path, uncached', async () => {
    expect(parseAccountInput(schema, { phone: '0412345678', extra: 1 })).toEqual({
      ok: true,
      value: { phone: '0412345678' },
    });
    const refused = parseAccountInput(schema, { phone: 41 });
    if (refused.ok) throw new Error('a number is not a phone');
    expect(await answer(refused.response)).toEqual({
      status: 400,
      body: { error: 'Enter mobile number', field: 'phone' },
    });
    expect(refused.response.headers.get('cache-control')).toBe('no-store');
    const shapeless = parseAccountInput(schema, 'text');
    expect(shapeless.ok ? null : (await answer(shapeless.response)).body.field).toBeUndefined();
  });

  it('lets a route look at the customer before the input: the write gets the body as it came', async () => {
    const write = vi.fn(async (body: unknown) => Response.json({ body }));
    const response = await accountWrite(request('{"anything":[1]}'), 'Your address', z.unknown(), write);
    expect(await answer(response)).toEqual({ status: 200, body: { body: { anything: [1] } } });
  });
});
