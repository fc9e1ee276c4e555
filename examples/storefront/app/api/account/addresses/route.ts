import { addAddress, addressFromSource, BUSINESS_ADDRESS_REFUSAL, mayChangeAddresses } from '@/lib/data/addresses';
import { accountJson, accountWrite, withAccountCustomer } from '@/lib/http/accountRoute';
import { addAddressRequest } from './requests';

/** The signed-in customer, whose address book this is (`{ customer }`), for the address book's reads. */
export async function GET() {
  return withAccountCustomer('Your address book', async (customer) => accountJson({ customer }));
}

/**
 * Adds an address (`{ type, sameAsOther, address }`, the address from the manual form or a lookup id) through the
 * SDK's planner and answers `{ customer }`. 400 with the field's message for bad input or an address type the shop
 * cannot accept, 403 for a business customer.
 */
export async function POST(request: Request) {
  return accountWrite(request, 'Your address', addAddressRequest, async ({ type, sameAsOther, address }, customer) => {
    if (!mayChangeAddresses(customer)) return accountJson({ error: BUSINESS_ADDRESS_REFUSAL }, 403);
    const built = await addressFromSource(address);
    if (!built.ok) return accountJson({ error: built.message, field: 'address' }, 400);
    return accountJson({ customer: await addAddress(customer, { address: built.address, type, sameAsOther }) });
  });
}
