import { shopperAddress, type TrustedProxies, trustedProxies } from './trustedProxies';

/**
 * The shopper's address for a call the back end throttles per client (sign-in): without it every shopper would reach
 * the back end as this one server, and one person's failed attempts could lock everyone out. It is the connection's
 * address, or what a trusted proxy forwarded (`BOOKSHOP_TRUSTED_PROXIES`), never an `X-Forwarded-For` a client
 * wrote itself, which would let one client count its attempts against any address it likes.
 */
export function shopperAddressHeaders(
  incoming: Headers,
  trusted: TrustedProxies = trustedProxies(),
): Record<string, string> {
  const address = shopperAddress(incoming, trusted);
  return address ? { 'x-forwarded-for': address } : {};
}
