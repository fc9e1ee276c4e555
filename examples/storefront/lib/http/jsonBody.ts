/** The largest JSON body the site's routes read: their forms send a few hundred bytes. */
export const JSON_BODY_MAX_BYTES = 16 * 1024;

/** A route's JSON body (`null` when it is not JSON), or the 413 answer for a body over the limit. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

const tooLarge = (): JsonBody => ({
  ok: false,
  response: Response.json({ error: 'The request is too large' }, { status: 413 }),
});

/**
 * Reads a request's JSON body, stopping at `maxBytes`: a client's over-sized body is refused with 413 before it is
 * buffered or passed on to a back-end service, whatever its `Content-Length` claims.
 */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_MAX_BYTES): Promise<JsonBody> {
  if (Number(request.headers.get('content-length')) > maxBytes) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: true, value: null };
  }
}
