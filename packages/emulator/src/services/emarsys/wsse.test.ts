import { describe, expect, it } from 'vitest';
import { createWsseVerifier, parseWsse, WSSE_WINDOW_MS, wsseDigest, wsseHeader } from './wsse';

const USER = { username: 'shop001', secret: 's3cret' };
const CREATED = '2024-06-01T00:00:00Z';
const NOW = Date.parse(CREATED);
const header = (nonce: string, created = CREATED, user = USER) =>
  wsseHeader(user, { nonce, created: new Date(created) });

describe('Emarsys WSSE', () => {
  it('digests as Base64 of the hex SHA-1 of nonce + created + secret (known answer)', () => {
    // Computed independently: base64(sha1('d36e3162829ed0aa' + '2024-06-01T00:00:00Z' + 's3cret').hexdigest()).
    expect(wsseDigest('d36e3162829ed0aa', CREATED, 's3cret')).toBe(
      'MzljNmUxZjc3MDJiMTE2MzFiOTNmODlhN2VhNWVmMzY0MzFkMTA0Nw==',
    );
  });

  it('parses the four parts of a UsernameToken, and nothing less', () => {
    expect(parseWsse(header('abc'))).toEqual({
      username: 'shop001',
      passwordDigest: wsseDigest('abc', CREATED, 's3cret'),
      nonce: 'abc',
      created: CREATED,
    });
    expect(parseWsse('UsernameToken Username="shop001", Nonce="abc"')).toBeUndefined();
    expect(parseWsse('Basic c2hvcDAwMTpzM2NyZXQ=')).toBeUndefined();
  });

  it('accepts a good header once and refuses missing, malformed, foreign, forged, stale and replayed ones', () => {
    let now = NOW;
    const verify = createWsseVerifier(USER, () => now);
    expect(verify(header('n1'))).toBeUndefined();
    expect(verify(undefined)).toBe('missing');
    expect(verify('UsernameToken Username="shop001"')).toBe('malformed');
    expect(verify(header('n2').replace(CREATED, 'yesterday'))).toBe('malformed');
    expect(verify(header('n3', CREATED, { username: 'other', secret: 's3cret' }))).toBe('unknown user');
    expect(verify(header('n4', CREATED, { username: 'shop001', secret: 'guessed' }))).toBe('bad digest');
    expect(verify(header('n5', new Date(NOW - WSSE_WINDOW_MS - 1000).toISOString()))).toBe('stale');
    expect(verify(header('n6', new Date(NOW + WSSE_WINDOW_MS + 1000).toISOString()))).toBe('stale');
    expect(verify(header('n1'))).toBe('replayed');
    // Once the first token could no longer pass the time check, its nonce is forgotten.
    now = NOW + WSSE_WINDOW_MS + 1;
    expect(verify(header('n1', new Date(now).toISOString()))).toBeUndefined();
  });
});
