import * as z from 'zod/mini';
import { BUSINESS_ADDRESS_REFUSAL, hasAddress, mayChangeAddresses, setDefaultAddress } from '@/lib/data/addresses';
import { accountJson, accountWrite, parseAccountInput } from '@/lib/http/accountRoute';
import { addressIdParam, setDefaultAddressRequest } from '../../requests';

/**
 * Makes a saved address the default delivery or billing address (`{ type }`); answers `{ customer }`. A business
 * customer is refused (403) before anything sent is read.
 */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return accountWrite(request, 'Your default address', z.unknown(), async (body, customer) => {
    if (!mayChangeAddresses(customer)) return accountJson({ error: BUSINESS_ADDRESS_REFUSAL }, 403);
    if (!z.safeParse(addressIdParam, id).success || !hasAddress(customer, id)) {
      return accountJson({ error: 'This address is not in your address book' }, 404);
    }
    const input = parseAccountInput(setDefaultAddressRequest, body);
    if (!input.ok) return input.response;
    return accountJson({ customer: await setDefaultAddress(customer, { id, type: input.value.type }) });
  });
}
