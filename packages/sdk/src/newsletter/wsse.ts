const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Emarsys' `X-WSSE` header value (UsernameToken profile as Emarsys documents it): the digest is the Base64 of the
 * hexadecimal SHA-1 of nonce + created + secret. Uses Web Crypto, so it runs in Node and in browsers, though the
 * secret belongs on a server.
 *
 * @example
 * ```ts
 * await wsseHeader('shop001', 'secret', new Date('2024-06-01T00:00:00Z'));
 * // 'UsernameToken Username="shop001", PasswordDigest="…", Nonce="…", Created="2024-06-01T00:00:00Z"'
 * ```
 */
export async function wsseHeader(
  username: string,
  secret: string,
  created: Date,
  nonce = hex(globalThis.crypto.getRandomValues(new Uint8Array(16))),
): Promise<string> {
  const timestamp = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(nonce + timestamp + secret));
  const passwordDigest = btoa(hex(new Uint8Array(digest)));
  return `UsernameToken Username="${username}", PasswordDigest="${passwordDigest}", Nonce="${nonce}", Created="${timestamp}"`;
}
