import * as z from 'zod/mini';
import { addAddress, addressFromSource, BUSINESS_ADDRESS_REFUSAL, mayChangeAddresses } from '@/lib/data/addresses';
import { accountJson, accountWrite, parseAccountInput, withAccountCustomer } from '@/lib/http/accountRoute';
import { addAddressRequest } from './requests';

/** The signed-in customer, whose address book this is (`{ customer }`), for the address book's reads. */
export async function GET() {
  return withAccountCustomer('Your address book', async (customer) => accountJson({ customer }));
}

/**
 * Adds an address (`{ type, sameAsOther, address }`, the address from the manual form or a lookup id) through the
 * SDK's planner and answers `{ customer }`. 403 for a business customer whatever the body holds (the role is checked
 * before the input); 400 with the field's message for bad input or an address type the shop cannot accept.
 */
export async function POST(request: Request) {
  return accountWrite(request, 'Your address', z.unknown(), async (body, customer) => {
    if (!mayChangeAddresses(customer)) return accountJson({ error: BUSINESS_ADDRESS_REFUSAL }, 403);
    const input = parseAccountInput(addAddressRequest, body);
    if (!input.ok) return input.response;
    const { type, sameAsOther, address } = input.value;
    const built = await addressFromSource(address);
    if (!built.ok) return accountJson({ error: built.message, field: 'address' }, 400);
    return accountJson({ customer: await addAddress(customer, { address: built.address, type, sameAsOther }) });
  });
}
