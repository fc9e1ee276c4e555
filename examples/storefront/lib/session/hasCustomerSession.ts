import 'server-only';
import { cookieTokenStore } from './cookieTokenStore';

/**
 * Whether this request carries a signed-in customer's session, read from the session cookie without a call to
 * commerce. Enough to lay out in the server's markup what only customers see (a basket line's 'Move to wishlist'), so
 * the page does not shift when the session arrives in the browser; never enough to let anything through.
 */
export async function hasCustomerSession(): Promise<boolean> {
  return !!(await (await cookieTokenStore()).get())?.customerId;
}
