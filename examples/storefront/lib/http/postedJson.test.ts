import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authResponse } from './authResponse';
import { readPostedJson } from './postedJson';

const emailBody = z.object({ email: z.string() });

const post = (body: string, headers: Record<string, string> = { origin: 'http://127.0.0.1:3000' }) =>
  new Request('http://127.0.0.1:3000/api/auth/password-reset', {
    method: 'POST',
    body,
    headers: { host: '127.0.0.1:3000', ...headers },
  });

/** The refusal's status and body. */
async function refusal(posted: Awaited<ReturnType<typeof readPostedJson>>) {
  if (posted.ok) throw new Error('expected a refusal');
  return [posted.response.status, await posted.response.json()];
}

describe('readPostedJson', () => {
  it('answers a same-origin body of the expected shape', async () => {
    await expect(readPostedJson(post('{"email":"ruth@example.com","extra":1}'), emailBody, 'E')).resolves.toEqual({
      ok: true,
      value: { email: 'ruth@example.com' },
    });
  });

  it('refuses another origin with 403 before reading the body', async () => {
    const posted = await readPostedJson(post('{"email":"x"}', { origin: 'https://evil.example' }), emailBody, 'E');
    expect(await refusal(posted)).toEqual([403, { error: 'Cross-origin requests are not accepted' }]);
  });

  it('refuses a body that is not JSON, or not of the shape, with 400 naming the expected body', async () => {
    for (const body of ['{"email":', '', 'null', '[]', '{"email":42}', '{}']) {
      const posted = await readPostedJson(post(body), emailBody, '{ "email": string }');
      expect(await refusal(posted), body).toEqual([400, { error: 'Expected JSON { "email": string }' }]);
    }
  });

  it('refuses an over-sized body with 413', async () => {
    const posted = await readPostedJson(post(JSON.stringify({ email: 'x'.repeat(64 * 1024) })), emailBody, 'E');
    expect(await refusal(posted)).toEqual([413, { error: 'The request is too large' }]);
  });
});

describe('authResponse', () => {
  it('answers the result as JSON, with a status for each kind of failure', async () => {
    const cases = [
      [{ ok: true, pollId: 'p' }, 200],
      [{ ok: false, reason: 'invalid', message: 'm' }, 400],
      [{ ok: false, reason: 'refused', message: 'm' }, 401],
      [{ ok: false, reason: 'email-taken', fields: { email: 'm' } }, 409],
      [{ ok: false, reason: 'unavailable', message: 'm' }, 502],
    ] as const;
    for (const [result, status] of cases) {
      const response = authResponse(result);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual(result);
    }
  });
});
