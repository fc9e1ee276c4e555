import { createHash } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { HttpError, ValidationError } from '../errors';
import { isSubscribeError } from './newsletterResource';
import { wsseHeader } from './wsse';

const BASE = 'https://api.emarsys.example';
const seen: { body: unknown; wsse: string | null }[] = [];
const answers: Record<string, () => Response> = {
  'new@example.com': () => HttpResponse.json({ replyCode: 0, replyText: 'OK', data: { ids: ['101'], errors: [] } }),
  'old@example.com': () =>
    HttpResponse.json({
      replyCode: 0,
      replyText: 'OK',
      data: { ids: [], errors: { 'old@example.com': { '2009': 'Contact with the external key already exists: 3' } } },
    }),
  'odd@example.com': () =>
    HttpResponse.json({
      replyCode: 0,
      replyText: 'OK',
      data: { ids: [], errors: { 'odd@example.com': { '2010': 'Invalid email address' } } },
    }),
  'bad@example.com': () =>
    HttpResponse.json({ replyCode: 2004, replyText: 'Invalid key field id: 3', data: '' }, { status: 400 }),
  'down@example.com': () => HttpResponse.json({ replyCode: 1, replyText: 'Unauthorized', data: '' }, { status: 401 }),
};
const server = setupServer(
  http.post(`${BASE}/api/v2/contact`, async ({ request }) => {
    const body = (await request.json()) as { contacts: Record<string, string>[] };
    seen.push({ body, wsse: request.headers.get('x-wsse') });
    return (answers[body.contacts[0]?.['3'] ?? ''] ?? answers['new@example.com'])?.() as Response;
  }),
  http.put(`${BASE}/api/v2/contact`, async ({ request }) => {
    const body = (await request.json()) as { contacts: Record<string, string>[] };
    seen.push({ body: { url: request.url, ...body }, wsse: request.headers.get('x-wsse') });
    const email = body.contacts[0]?.['3'] ?? '';
    if (email === 'gone@example.com' || email === 'odd@example.com') {
      const code = email === 'gone@example.com' ? '2008' : '2010';
      return HttpResponse.json({
        replyCode: 0,
        replyText: 'OK',
        data: { ids: [], errors: { [email]: { [code]: `Error ${code}` } } },
      });
    }
    return HttpResponse.json({ replyCode: 0, replyText: 'OK', data: { ids: ['7'], errors: [] } });
  }),
  http.post(`${BASE}/api/v2/contact/getdata`, async ({ request }) => {
    const body = (await request.json()) as { keyValues: string[] };
    seen.push({ body, wsse: request.headers.get('x-wsse') });
    const found = body.keyValues[0] === 'old@example.com';
    const known = found || body.keyValues[0] === 'out@example.com';
    return HttpResponse.json({
      replyCode: 0,
      replyText: 'OK',
      data: {
        errors: known ? [] : [{ key: body.keyValues[0], errorCode: 2008, errorMsg: 'No contact found' }],
        result: found
          ? [{ id: '7', '3': 'old@example.com', '31': '1' }]
          : body.keyValues[0] === 'out@example.com'
            ? [{ id: '8', '3': 'out@example.com', '31': '2' }]
            : false,
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

const signed = () =>
  createBookshop({
    emarsys: { baseUrl: BASE, username: 'shop001', secret: 's3cret' },
    now: () => Date.UTC(2024, 5, 1),
  });

describe('newsletter (Emarsys wire format)', () => {
  it('creates the contact in the batch form, signed with WSSE', async () => {
    const result = await signed().newsletter.subscribe({
      firstname: ' Ruth ',
      lastname: 'Moab',
      email: ' new@example.com ',
    });
    expect(result).toEqual('subscribed');
    expect(seen[0]?.body).toEqual({
      key_id: '3',
      contacts: [{ '1': 'Ruth', '2': 'Moab', '3': 'new@example.com', '31': '1' }],
    });
    const match =
      /^UsernameToken Username="shop001", PasswordDigest="([^"]+)", Nonce="([0-9a-f]{32})", Created="2024-06-01T00:00:00Z"$/.exec(
        seen[0]?.wsse ?? '',
      );
    expect(match).not.toBeNull();
    const hexDigest = createHash('sha1').update(`${match?.[2]}2024-06-01T00:00:00Zs3cret`).digest('hex');
    expect(match?.[1]).toBe(Buffer.from(hexDigest).toString('base64'));
  });

  it.each([
    ['old@example.com', 'already-subscribed'],
    ['odd@example.com', 'Invalid email address'],
    ['bad@example.com', 'Invalid key field id: 3'],
  ])('answers %s as data', async (email, expected) => {
    expect(await signed().newsletter.subscribe({ firstname: 'A', lastname: 'B', email })).toEqual(expected);
  });

  it('makes no request for a bad email or an over-long name, and throws on refused credentials', async () => {
    expect(await signed().newsletter.subscribe({ firstname: 'A', lastname: 'B', email: 'nope' })).toEqual(
      'Please enter a valid email.',
    );
    const long = 'x'.repeat(101);
    for (const names of [
      { firstname: long, lastname: 'B' },
      { firstname: 'A', lastname: ` ${long} ` },
    ]) {
      expect(await signed().newsletter.subscribe({ ...names, email: 'ruth@example.com' })).toEqual(
        'Names are limited to 100 characters.',
      );
    }
    expect(seen).toHaveLength(0);
    expect(
      await signed().newsletter.subscribe({ firstname: 'x'.repeat(100), lastname: 'B', email: 'ruth@example.com' }),
    ).toEqual('subscribed');
    seen.length = 0;
    const error = await signed()
      .newsletter.subscribe({ firstname: 'A', lastname: 'B', email: 'down@example.com' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
  });

  it('looks a contact up by email (unsigned when no credentials are configured)', async () => {
    const bookshop = createBookshop({ emarsys: { baseUrl: BASE } });
    expect(await bookshop.newsletter.isSubscribed('old@example.com')).toBe(true);
    expect(await bookshop.newsletter.isSubscribed('new@example.com')).toBe(false);
    expect(seen[0]).toEqual({ body: { keyId: '3', keyValues: ['old@example.com'], fields: ['3'] }, wsse: null });
  });

  it('reads the opt-in field: opted in, opted out, unknown', async () => {
    const { newsletter } = signed();
    expect(await newsletter.optedIn('old@example.com')).toBe(true);
    expect(seen[0]?.body).toEqual({ keyId: '3', keyValues: ['old@example.com'], fields: ['3', '31'] });
    expect(await newsletter.optedIn('out@example.com')).toBe(false);
    expect(await newsletter.optedIn('new@example.com')).toBe(false);
  });

  it('opts in with PUT creating the contact if needed, and out with PUT only', async () => {
    const { newsletter } = signed();
    await newsletter.optIn({ firstname: ' Ruth ', lastname: 'Moab', email: ' ruth@example.com ' });
    expect(seen[0]?.body).toEqual({
      url: `${BASE}/api/v2/contact?create_if_not_exists=1`,
      key_id: '3',
      contacts: [{ '1': 'Ruth', '2': 'Moab', '3': 'ruth@example.com', '31': '1' }],
    });
    expect(seen[0]?.wsse).toMatch(/^UsernameToken /);
    await newsletter.unsubscribe({ email: 'ruth@example.com' });
    expect(seen[1]?.body).toEqual({
      url: `${BASE}/api/v2/contact`,
      key_id: '3',
      contacts: [{ '3': 'ruth@example.com', '31': '2' }],
    });
    // Nobody to opt out is no error; any other refusal is.
    await expect(newsletter.unsubscribe({ email: 'gone@example.com' })).resolves.toBeUndefined();
    await expect(newsletter.unsubscribe({ email: 'odd@example.com' })).rejects.toThrow('Error 2010');
    await expect(newsletter.optIn({ firstname: 'A', lastname: 'B', email: 'odd@example.com' })).rejects.toThrow(
      'Error 2010',
    );
  });

  it('refuses a bad email for the opt-in and opt-out without a request', async () => {
    const { newsletter } = signed();
    const error = await newsletter.unsubscribe({ email: 'nope' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues).toEqual([{ path: ['email'], message: 'Please enter a valid email.' }]);
    await expect(newsletter.optIn({ firstname: 'A', lastname: 'B', email: '' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(seen).toHaveLength(0);
  });

  it('wsseHeader follows the documented digest', async () => {
    const header = await wsseHeader('u', 'secret', new Date('2024-01-02T03:04:05.678Z'), 'abc');
    const digest = Buffer.from(createHash('sha1').update('abc2024-01-02T03:04:05Zsecret').digest('hex')).toString(
      'base64',
    );
    expect(header).toBe(
      `UsernameToken Username="u", PasswordDigest="${digest}", Nonce="abc", Created="2024-01-02T03:04:05Z"`,
    );
  });
});

describe('isSubscribeError', () => {
  it('tells an error text from the two successful outcomes', () => {
    expect(['subscribed', 'already-subscribed', 'Invalid email address'].map(isSubscribeError)).toEqual([
      false,
      false,
      true,
    ]);
  });
});
