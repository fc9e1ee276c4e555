import 'server-only';
import type { SessionCustomer, SessionState } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { cache } from 'react';
import { shopperBookshop } from '../bookshop';
import { withFallback } from './fallback';

/** A commerce customer as the session shows them (header, account menu): the one mapping every sign-in path uses. */
export function sessionCustomer(customer: Customer | null): SessionCustomer | null {
  return customer
    ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email }
    : null;
}

/** The shopper signed in on this request, as the session shows them; `null` for a visitor. Failures are the caller's. */
export async function signedInCustomer(): Promise<SessionCustomer | null> {
  return sessionCustomer(await (await shopperBookshop()).customer.me());
}

/** Who is signed in, for the header. A failure reads as signed out and is logged (spec C8). */
export const currentSession = cache(
  async (): Promise<SessionState> => ({
    customer: await withFallback('the signed-in customer', signedInCustomer, null),
  }),
);
