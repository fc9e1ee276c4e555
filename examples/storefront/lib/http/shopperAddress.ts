/**
 * The shopper's address for a call the back end throttles per client (sign-in): without it every shopper would reach
 * the back end as this one server, and one person's failed attempts could lock everyone out. Next.js sets
 * `X-Forwarded-For` from the connection when no proxy in front of it did.
 */
export function shopperAddressHeaders(incoming: Headers): Record<string, string> {
  const forwarded = incoming.get('x-forwarded-for')?.trim();
  return forwarded ? { 'x-forwarded-for': forwarded } : {};
}
