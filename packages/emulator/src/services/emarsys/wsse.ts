import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

/** The Emarsys API user the emulator accepts (printed at start; the SDK's `emulatorServices` signs with it). */
export const EMARSYS_USER = { username: 'bookshop001', secret: 'emulator-emarsys-secret' } as const;

/** How far `Created` may be from the emulator's clock, either way; Emarsys allows five minutes. */
export const WSSE_WINDOW_MS = 5 * 60_000;

/** The parts of an `X-WSSE` UsernameToken header. */
export interface WsseToken {
  username: string;
  passwordDigest: string;
  nonce: string;
  created: string;
}

/** Why a header was refused; each becomes a 401 with Emarsys' `replyCode` 1. */
export type WsseFailure = 'missing' | 'malformed' | 'unknown user' | 'bad digest' | 'stale' | 'replayed';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Emarsys' password digest: Base64 of the lowercase hexadecimal SHA-1 of nonce + created + secret (hex first, as
 * Emarsys documents it, not the raw hash WS-Security itself uses).
 */
export const wsseDigest = (nonce: string, created: string, secret: string) =>
  Buffer.from(
    createHash('sha1')
      .update(nonce + created + secret, 'utf8')
      .digest('hex'),
    'utf8',
  ).toString('base64');

/**
 * A UsernameToken header for a user, signed at `created` (now by default) with a fresh nonce unless one is given:
 * what an Emarsys client sends, for the emulator's own tests and tools.
 */
export function wsseHeader(
  user: { username: string; secret: string },
  { nonce = randomUUID(), created = new Date() }: { nonce?: string; created?: Date } = {},
) {
  const at = created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `UsernameToken Username="${user.username}", PasswordDigest="${wsseDigest(nonce, at, user.secret)}", Nonce="${nonce}", Created="${at}"`;
}

/** Reads `UsernameToken Username="…", PasswordDigest="…", Nonce="…", Created="…"`; undefined if any part is missing. */
export function parseWsse(header: string): WsseToken | undefined {
  const match = header.trim().match(/^UsernameToken\s+(.*)$/s);
  if (!match) return undefined;
  const fields = new Map<string, string>();
  for (const [, key, value] of (match[1] as string).matchAll(/(\w+)\s*=\s*"([^"]*)"/g)) {
    fields.set((key as string).toLowerCase(), value as string);
  }
  const [username, passwordDigest, nonce, created] = ['username', 'passworddigest', 'nonce', 'created'].map((key) =>
    fields.get(key),
  );
  if (!username || !passwordDigest || !nonce || !created) return undefined;
  return { username, passwordDigest, nonce, created };
}

const sameText = (left: string, right: string) => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A checker of `X-WSSE` headers for one API user: the header must parse, name the user, carry the right digest, be
 * created within {@link WSSE_WINDOW_MS} of now, and use a nonce not seen while it could still be valid.
 */
export function createWsseVerifier(user: { username: string; secret: string }, now: () => number = Date.now) {
  // A nonce is remembered until its token could no longer pass the time check.
  const seen = new Map<string, number>();
  return (header: string | undefined): WsseFailure | undefined => {
    if (!header) return 'missing';
    const token = parseWsse(header);
    if (!token || !ISO_TIME.test(token.created)) return 'malformed';
    if (token.username !== user.username) return 'unknown user';
    if (!sameText(token.passwordDigest, wsseDigest(token.nonce, token.created, user.secret))) return 'bad digest';
    const created = Date.parse(token.created);
    const at = now();
    if (!Number.isFinite(created) || Math.abs(at - created) > WSSE_WINDOW_MS) return 'stale';
    for (const [nonce, expires] of seen) if (expires < at) seen.delete(nonce);
    if (seen.has(token.nonce)) return 'replayed';
    seen.set(token.nonce, created + WSSE_WINDOW_MS);
    return undefined;
  };
}
