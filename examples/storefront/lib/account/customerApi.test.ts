import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSource, saveDetail } from './customerApi';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

describe('customerSource', () => {
  it('loads the customer, null for a visitor, and throws anything else', async () => {
    reply(200, { id: 'c1' });
    await expect(customerSource.load()).resolves.toEqual({ id: 'c1' });
    reply(401, { error: 'Please sign in to your account' });
    await expect(customerSource.load()).resolves.toBeNull();
    reply(502, { error: 'Your account is unavailable, please try again later' });
    await expect(customerSource.load()).rejects.toMatchObject({
      message: 'Your account is unavailable, please try again later',
      status: 502,
    });
  });
});

describe('saveDetail', () => {
  it('patches the row and answers the customer, with what it replaced', async () => {
    reply(200, { customer: { id: 'c1' }, replaced: { phone: '0400000000' } });
    await expect(saveDetail({ field: 'phone', phone: '0412345678' })).resolves.toEqual({
      ok: true,
      customer: { id: 'c1' },
      replaced: { phone: '0400000000' },
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect([path, init?.method, init?.body]).toEqual([
      '/api/account/customer',
      'PATCH',
      '{"field":"phone","phone":"0412345678"}',
    ]);
  });

  it('answers a refusal with the route’s message, field and reason, and no message of its own otherwise', async () => {
    reply(400, { error: 'There is already an account with this email', reason: 'email-taken', field: 'email' });
    await expect(saveDetail({ field: 'email', email: 'taken@example.com' })).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'There is already an account with this email',
      field: 'email',
      reason: 'email-taken',
    });
    reply(502, '<html>Bad gateway</html>');
    await expect(saveDetail({ field: 'gender', gender: 'Female' })).resolves.toEqual({
      ok: false,
      status: 502,
      message: undefined,
      field: undefined,
      reason: undefined,
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveDetail({ field: 'gender', gender: 'Female' })).resolves.toMatchObject({ ok: false, status: 0 });
  });
});
