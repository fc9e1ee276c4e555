import { describe, expect, it } from 'vitest';
import { readJsonBody } from './jsonBody';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body that arrives in pieces without a Content-Length, as a chunked upload does. */
const streamed = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('readJsonBody', () => {
  it('parses a JSON body, and reads anything else as null', async () => {
    expect(await readJsonBody(post('{"email":"ruth@example.com"}'))).toEqual({
      ok: true,
      value: { email: 'ruth@example.com' },
    });
    expect(await readJsonBody(post('{"email":'))).toEqual({ ok: true, value: null });
    expect(await readJsonBody(post(''))).toEqual({ ok: true, value: null });
    expect(await readJsonBody(new Request('http://127.0.0.1/api/x', { method: 'POST' }))).toEqual({
      ok: true,
      value: null,
    });
  });

  it('reads a body of exactly the limit and refuses one byte more with 413', async () => {
    const at = JSON.stringify({ name: 'x'.repeat(90) });
    expect(await readJsonBody(post(at), at.length)).toMatchObject({ ok: true, value: { name: 'x'.repeat(90) } });
    const over = await readJsonBody(post(`${at} `), at.length);
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(over.response.status).toBe(413);
    expect(await over.response.json()).toEqual({ error: 'The request is too large' });
  });

  it('refuses by the bytes that arrive, not only by the Content-Length claimed', async () => {
    const body = streamed(['{"name":"', 'x'.repeat(600), '"}']);
    expect((await readJsonBody(post(body), 500)).ok).toBe(false);
    expect((await readJsonBody(post('{}', { 'content-length': '999999' }), 500)).ok).toBe(false);
    expect(await readJsonBody(post(streamed(['{"a"', ':1}'])), 500)).toEqual({ ok: true, value: { a: 1 } });
  });
});
