import * as z from 'zod/mini';
import { editAddressRequest } from '@/lib/account/addressInput';
import { accountCustomer } from '@/lib/data/account';
import { addressFromSource, checkAddressChange, editAddress, removeAddress } from '@/lib/data/addresses';
import { parseInput, route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

// The id itself is checked after the role (a business customer is refused whatever address it names), as not theirs.
const params = z.object({ id: z.string() });

/**
 * Replaces a saved address with `{ address }` (manual form or lookup id); answers `{ customer }`. A business customer
 * is refused (403) before anything sent is read.
 */
export const PUT = route(
  { what: 'Your address', params, body: z.unknown(), session: accountCustomer },
  async ({ params: { id }, body, session: customer }) => {
    checkAddressChange(customer, id);
    const input = parseInput(editAddressRequest, body);
    const built = await addressFromSource(input.address);
    if (!built.ok) throw new RouteRefusal(built.message, 400, { field: 'address' });
    return { customer: await editAddress(customer, { id, address: built.address }) };
  },
);

/** Deletes a saved address (defaults re-linked by the SDK's planner); answers `{ customer }`. */
export const DELETE = route(
  { what: 'Your address', params, session: accountCustomer },
  async ({ params: { id }, session: customer }) => {
    checkAddressChange(customer, id);
    return { customer: await removeAddress(customer, id) };
  },
);
