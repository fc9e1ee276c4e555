import 'server-only';
import type { Customer } from '@bookshop/sdk';
import { cache } from 'react';
import { shopperBookshop } from '../bookshop';

/**
 * The signed-in customer with everything the account area shows, or `null` for a visitor. Read once per request:
 * the account layout's guard and the page below it share the answer.
 */
export const accountCustomer = cache(async (): Promise<Customer | null> => (await shopperBookshop()).customer.me());
