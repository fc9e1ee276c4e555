import * as z from 'zod/mini';
import { setDefaultAddressRequest } from '@/lib/account/addressInput';
import { accountCustomer } from '@/lib/data/account';
import { checkAddressChange, setDefaultAddress } from '@/lib/data/addresses';
import { parseInput, route } from '@/lib/http/route';

/**
 * Makes a saved address the default delivery or billing address (`{ type }`); answers `{ customer }`. A business
 * customer is refused (403) before anything sent is read.
 */
export const PUT = route(
  { what: 'Your default address', params: z.object({ id: z.string() }), body: z.unknown(), session: accountCustomer },
  async ({ params: { id }, body, session: customer }) => {
    checkAddressChange(customer, id);
    const { type } = parseInput(setDefaultAddressRequest, body);
    return { customer: await setDefaultAddress(customer, { id, type }) };
  },
);
