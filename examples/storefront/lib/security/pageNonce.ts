/** The header the front (front/nginx.conf) sends with the page requests it may cache; its value is its secret. */
export const FRONT_SECRET_HEADER = 'x-bookshop-front';

// Next.js puts a nonce on its scripts only when it is in this alphabet; any other is dropped without a word.
const NONCE_ALPHABET = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/** Compares without an early exit, so the time taken does not tell how much of a guessed secret was right. */
function sameSecret(sent: string | null, secret: string): boolean {
  if (sent === null || sent.length !== secret.length) return false;
  let difference = 0;
  for (let index = 0; index < secret.length; index++) difference |= sent.charCodeAt(index) ^ secret.charCodeAt(index);
  return difference === 0;
}

/**
 * The CSP nonce to render a page with. A request that came through the front (it carries the front's secret) gets
 * the front's placeholder, which the front replaces with a fresh nonce in the body and the header of every response
 * it serves, cached or not; any other request gets a fresh nonce of its own.
 */
export function pageNonce(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
  fresh: () => string = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'),
): string {
  const secret = env.BOOKSHOP_FRONT_SECRET;
  const placeholder = env.BOOKSHOP_FRONT_NONCE;
  if (!secret || !placeholder || !sameSecret(headers.get(FRONT_SECRET_HEADER), secret)) return fresh();
  if (!NONCE_ALPHABET.test(placeholder)) {
    throw new Error('BOOKSHOP_FRONT_NONCE must be at least 16 characters of A-Z a-z 0-9 + / _ - (up to two =)');
  }
  return placeholder;
}
