/**
 * The header the server sets on every request to the address of the connection's other end (see
 * `lib/startup/peerAddress.ts`). Next.js route handlers do not expose the socket, and the `X-Forwarded-For` Next.js
 * fills in from it is kept as sent whenever a client sends one, so it cannot tell who connected.
 */
export const PEER_ADDRESS_HEADER = 'x-bookshop-peer-address';

/** `BOOKSHOP_TRUSTED_PROXIES`: the proxies whose forwarding headers are believed; none by default. */
export type TrustedProxies = ReadonlySet<string>;

const LOOPBACK = ['127.0.0.1', '::1'];

/** `::ffff:127.0.0.1` (an IPv4 peer of an IPv6 socket) as `127.0.0.1`; the rest as given, lower-cased. */
const normal = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The trusted proxies from the setting: a comma-separated list of exact addresses; `loopback` stands for 127.0.0.1
 * and ::1 (a proxy on the same machine, or the e2e tests). Unset or empty: no proxy is trusted.
 */
export function trustedProxiesFrom(setting: string | undefined): TrustedProxies {
  const entries = (setting ?? '').split(',').map(normal).filter(Boolean);
  return new Set(entries.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry])));
}

/** The trusted proxies configured for this server. */
export const trustedProxies = (): TrustedProxies => trustedProxiesFrom(process.env.BOOKSHOP_TRUSTED_PROXIES);

/** Whether the request came straight from a trusted proxy, so its forwarding headers may be believed. */
export const fromTrustedProxy = (headers: Headers, trusted: TrustedProxies = trustedProxies()): boolean => {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  return !!peer && trusted.has(normal(peer));
};

/**
 * The shopper's address: the connection's peer; when that is a trusted proxy, the right-most `X-Forwarded-For` entry
 * that is not a trusted proxy (each proxy appends who connected to it; entries left of the first untrusted one were
 * written by the client and are not believed). `undefined` when the server did not record the peer.
 */
export function shopperAddress(headers: Headers, trusted: TrustedProxies = trustedProxies()): string | undefined {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return undefined;
  if (!trusted.has(normal(peer))) return normal(peer);
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map(normal).filter(Boolean);
  let address = normal(peer);
  for (let index = forwarded.length - 1; index >= 0; index--) {
    address = forwarded[index] as string;
    if (!trusted.has(address)) break;
  }
  return address;
}
