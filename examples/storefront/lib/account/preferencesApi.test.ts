import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePreference } from './preferencesApi';

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('savePreference', () => {
  it('puts the JSON body to the route and reports success with its answer', async () => {
    const fetch = answer(200, { subscribed: true });
    expect(await savePreference('/api/x', { subscribed: true }, 'Failed')).toEqual({
      ok: true,
      body: { subscribed: true },
    });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect([path, init?.method, init?.body]).toEqual(['/api/x', 'PUT', '{"subscribed":true}']);
  });

  it("shows the route's own message for a refusal, and the fallback for an outage or a network failure", async () => {
    answer(400, { error: 'Add a default delivery address to receive printed catalogues.' });
    expect(await savePreference('/api/x', {}, 'Failed')).toEqual({
      ok: false,
      message: 'Add a default delivery address to receive printed catalogues.',
    });
    answer(502, { error: 'Printed catalogues is unavailable, please try again later' });
    expect(await savePreference('/api/x', {}, 'Failed')).toEqual({ ok: false, message: 'Failed' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    expect(await savePreference('/api/x', {}, 'Failed')).toEqual({ ok: false, message: 'Failed' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network'));
    expect(await savePreference('/api/x', {}, 'Failed')).toEqual({ ok: false, message: 'Failed' });
  });
});
