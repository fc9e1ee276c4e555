import 'server-only';
import type { Customer } from '@bookshop/sdk';
import { shopperBookshop } from '../bookshop';

/** The signed-in customer with everything the account area shows, or `null` for a visitor. */
export async function accountCustomer(): Promise<Customer | null> {
  return (await shopperBookshop()).customer.me();
}
