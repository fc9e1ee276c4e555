import 'server-only';
import type { SessionState } from '@bookshop/react';
import { cache } from 'react';
import { shopperBookshop } from '../bookshop';

/** Who is signed in, for the header. A failure reads as signed out and is logged (spec C8). */
export const currentSession = cache(async (): Promise<SessionState> => {
  const bookshop = await shopperBookshop();
  try {
    const customer = await bookshop.customer.me();
    return {
      customer: customer
        ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email }
        : null,
    };
  } catch (error) {
    console.error('Could not load the signed-in customer', error);
    return { customer: null };
  }
});
