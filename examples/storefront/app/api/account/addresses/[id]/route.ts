import * as z from 'zod/mini';
import {
  addressFromSource,
  BUSINESS_ADDRESS_REFUSAL,
  editAddress,
  hasAddress,
  mayChangeAddresses,
  removeAddress,
} from '@/lib/data/addresses';
import { accountJson, accountWrite, parseAccountInput } from '@/lib/http/accountRoute';
import { addressIdParam, editAddressRequest } from '../requests';

type Params = { params: Promise<{ id: string }> };

const notFound = () => accountJson({ error: 'This address is not in your address book' }, 404);

/**
 * Replaces a saved address with `{ address }` (manual form or lookup id); answers `{ customer }`. A business customer
 * is refused (403) before anything sent is read.
 */
export async function PUT(request: Request, { params }: Params) {
  const { id } = await params;
  return accountWrite(request, 'Your address', z.unknown(), async (body, customer) => {
    if (!mayChangeAddresses(customer)) return accountJson({ error: BUSINESS_ADDRESS_REFUSAL }, 403);
    if (!z.safeParse(addressIdParam, id).success || !hasAddress(customer, id)) return notFound();
    const input = parseAccountInput(editAddressRequest, body);
    if (!input.ok) return input.response;
    const built = await addressFromSource(input.value.address);
    if (!built.ok) return accountJson({ error: built.message, field: 'address' }, 400);
    return accountJson({ customer: await editAddress(customer, { id, address: built.address }) });
  });
}

/** Deletes a saved address (defaults re-linked by the SDK's planner); answers `{ customer }`. */
export async function DELETE(request: Request, { params }: Params) {
  const { id } = await params;
  return accountWrite(request, 'Your address', z.unknown(), async (_body, customer) => {
    if (!mayChangeAddresses(customer)) return accountJson({ error: BUSINESS_ADDRESS_REFUSAL }, 403);
    if (!z.safeParse(addressIdParam, id).success || !hasAddress(customer, id)) return notFound();
    return accountJson({ customer: await removeAddress(customer, id) });
  });
}
