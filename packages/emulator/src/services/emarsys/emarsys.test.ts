import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';
import { EMARSYS_USER, wsseHeader } from './wsse';

let emulator: RunningEmulator;
/** The emulator's API user's signature; by default made now with a fresh nonce. */
const signature = ({ created = new Date(), secret = EMARSYS_USER.secret as string } = {}) =>
  wsseHeader({ ...EMARSYS_USER, secret }, { created });
const post = async (path: string, body: unknown, wsse: string | null = signature(), method = 'POST') => {
  const response = await fetch(`${emulator.url}/emarsys/api/v2${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(wsse === null ? {} : { 'x-wsse': wsse }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('Emarsys contacts', () => {
  it('creates contacts in batch and reports existing ones keyed by email', async () => {
    const first = await post('/contact', { key_id: '3', contacts: [{ 1: 'Ruth', 2: 'Moab', 3: 'ruth@example.com' }] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      replyCode: 0,
      replyText: 'OK',
      data: { ids: [expect.any(String)], errors: {} },
    });
    const again = await post('/contact', {
      key_id: '3',
      contacts: [{ 3: 'Ruth@Example.com' }, { 3: 'grace@example.com' }, { 3: 'boaz@example.com' }],
    });
    expect(again.body.data.ids).toHaveLength(1);
    expect(Object.keys(again.body.data.errors).sort()).toEqual(['grace@example.com', 'ruth@example.com']);
    expect(Object.values(again.body.data.errors['ruth@example.com'])[0]).toContain('already exists');
  });

  it('looks contacts up with getdata (result false when none)', async () => {
    const found = await post('/contact/getdata', { keyId: '3', keyValues: ['grace@example.com'], fields: ['1', '3'] });
    expect(found.body.data.result).toEqual([
      expect.objectContaining({ 1: 'Grace', 3: 'grace@example.com', id: expect.any(String) }),
    ]);
    const missing = await post('/contact/getdata', { keyId: '3', keyValues: ['nobody@example.com'] });
    expect(missing.body.data.result).toBe(false);
    expect(missing.body.data.errors[0]).toMatchObject({ key: 'nobody@example.com', errorCode: 2008 });
  });

  it('updates contacts with PUT: opting out and back in, creating only when asked', async () => {
    await post('/contact', { key_id: '3', contacts: [{ 1: 'Naomi', 3: 'naomi@example.com' }] });
    const optIn = async () =>
      (await post('/contact/getdata', { keyId: '3', keyValues: ['naomi@example.com'], fields: ['1', '31'] })).body.data
        .result[0];
    const out = await post(
      '/contact',
      { key_id: '3', contacts: [{ 3: 'Naomi@example.com', 31: '2' }] },
      signature(),
      'PUT',
    );
    expect(out.body).toMatchObject({ replyCode: 0, data: { ids: [expect.any(String)], errors: {} } });
    expect(await optIn()).toMatchObject({ 1: 'Naomi', 31: '2' });
    await post('/contact', { key_id: '3', contacts: [{ 3: 'naomi@example.com', 31: '1' }] }, signature(), 'PUT');
    expect((await optIn())[31]).toBe('1');
    const unknown = await post(
      '/contact',
      { key_id: '3', contacts: [{ 3: 'orpah@example.com', 31: '2' }] },
      signature(),
      'PUT',
    );
    expect(unknown.body.data).toEqual({
      ids: [],
      errors: { 'orpah@example.com': { 2008: 'No contact found with the external id: 3' } },
    });
    const created = await post(
      '/contact?create_if_not_exists=1',
      { key_id: '3', contacts: [{ 1: 'Orpah', 3: 'orpah@example.com', 31: '1' }] },
      signature(),
      'PUT',
    );
    expect(created.body.data.ids).toHaveLength(1);
    const bad = await post('/contact', { key_id: '3', contacts: [] }, signature(), 'PUT');
    expect(bad).toMatchObject({ status: 400, body: { replyCode: 2000 } });
  });

  it('answers 400 in the Emarsys error shape for bad bodies', async () => {
    const bad = await post('/contact', { contacts: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ replyCode: expect.any(Number), replyText: expect.any(String), data: '' });
    expect((await post('/contact', { key_id: '1', contacts: [{ 1: 'x' }] })).status).toBe(400);
    expect((await post('/contact/getdata', {})).status).toBe(400);
    const long = await post('/contact', { contacts: [{ 1: 'x'.repeat(256), 3: 'long@example.com' }] });
    expect(long).toMatchObject({ status: 400, body: { replyCode: 2000, replyText: expect.stringContaining('255') } });
    const invalid = await post('/contact', { contacts: [{ 3: 'not-an-email' }] });
    expect(invalid.body.data.errors['not-an-email']).toEqual({ 2010: 'Invalid email address' });
  });

  it('answers 401 with replyCode 1 to a missing, forged, stale or replayed X-WSSE header', async () => {
    const lookup = { keyId: '3', keyValues: ['grace@example.com'] };
    const unauthorized = { replyCode: 1, replyText: 'Unauthorized', data: '' };
    expect(await post('/contact/getdata', lookup, null)).toEqual({ status: 401, body: unauthorized });
    expect(await post('/contact/getdata', lookup, signature({ secret: 'guessed' }))).toEqual({
      status: 401,
      body: unauthorized,
    });
    const stale = await post('/contact/getdata', lookup, signature({ created: new Date(Date.now() - 10 * 60_000) }));
    expect(stale).toEqual({ status: 401, body: { ...unauthorized, replyText: 'Unauthorized Time frame is invalid' } });
    const once = signature();
    expect((await post('/contact/getdata', lookup, once)).status).toBe(200);
    const again = await post('/contact', { contacts: [{ 3: 'replay@example.com' }] }, once);
    expect(again).toMatchObject({ status: 401, body: { replyCode: 1, data: '' } });
    const created = await post('/contact/getdata', { keyId: '3', keyValues: ['replay@example.com'] });
    expect(created.body.data.result).toBe(false);
  });
});
