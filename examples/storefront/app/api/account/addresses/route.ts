import * as z from 'zod/mini';
import { addAddressRequest } from '@/lib/account/addressInput';
import { accountCustomer } from '@/lib/data/account';
import { addAddress, addressFromSource, checkAddressChange } from '@/lib/data/addresses';
import { parseInput, route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/** The signed-in customer, whose address book this is (`{ customer }`), for the address book's reads. */
export const GET = route({ what: 'Your address book', session: accountCustomer }, async ({ session: customer }) => ({
  customer,
}));

/**
 * Adds an address (`{ type, sameAsOther, address }`, the address from the manual form or a lookup id) through the
 * SDK's planner and answers `{ customer }`. 403 for a business customer whatever the body holds (the role is checked
 * before the input); 400 with the field's message for bad input or an address type the shop cannot accept.
 */
export const POST = route(
  { what: 'Your address', body: z.unknown(), session: accountCustomer },
  async ({ body, session: customer }) => {
    checkAddressChange(customer);
    const { type, sameAsOther, address } = parseInput(addAddressRequest, body);
    const built = await addressFromSource(address);
    if (!built.ok) throw new RouteRefusal(built.message, 400, { field: 'address' });
    return { customer: await addAddress(customer, { address: built.address, type, sameAsOther }) };
  },
);
