import { ADDRESS_FIELD_MESSAGES, COUNTRIES } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { findAddressSuggestions } from '@/lib/data/addresses';
import { lookupGet } from '../lookupResponse';

const findQuery = z.object({
  text: z._default(z.string().check(z.maxLength(200, { error: 'The search text is too long' })), ''),
  country: z.enum(COUNTRIES, { error: ADDRESS_FIELD_MESSAGES.country }),
  container: z.optional(z.string().check(z.minLength(1), z.maxLength(100, { error: 'Invalid container' }))),
});

/**
 * `GET /api/address-lookup/find?text=&country=AU|NZ[&container=]`: address suggestions `{ items }` from the SDK's
 * lookup (Loqate Find), the key kept on the server. Fewer than 3 characters answer no items.
 */
export async function GET(request: Request) {
  return lookupGet(request, findQuery, async (query, signal) => ({
    items: await findAddressSuggestions(query, signal),
  }));
}
