import { describe, expect, it } from 'vitest';
import { wsseHeader } from './wsse';

describe('wsseHeader', () => {
  it('signs with Base64 of the hex SHA-1 of nonce + created + secret (known answer)', async () => {
    // Computed independently: base64(sha1('d36e3162829ed0aa' + '2024-06-01T00:00:00Z' + 's3cret').hexdigest()); the
    // emulator's verifier pins the same value.
    expect(await wsseHeader('shop001', 's3cret', new Date('2024-06-01T00:00:00.000Z'), 'd36e3162829ed0aa')).toBe(
      'UsernameToken Username="shop001", PasswordDigest="MzljNmUxZjc3MDJiMTE2MzFiOTNmODlhN2VhNWVmMzY0MzFkMTA0Nw==", ' +
        'Nonce="d36e3162829ed0aa", Created="2024-06-01T00:00:00Z"',
    );
  });

  it('uses a fresh 32-hex-digit nonce for every header', async () => {
    const nonce = async () => /Nonce="([^"]+)"/.exec(await wsseHeader('u', 's', new Date(0)))?.[1] ?? 'missing';
    const [first, second] = [await nonce(), await nonce()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
