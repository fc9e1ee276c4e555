import { ADDRESS_FIELD_MESSAGES, COUNTRIES } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { findAddressSuggestions } from '@/lib/data/addresses';
import { route } from '@/lib/http/route';

const findQuery = z.object({
  text: z._default(z.string().check(z.maxLength(200, { error: 'The search text is too long' })), ''),
  country: z.enum(COUNTRIES, { error: ADDRESS_FIELD_MESSAGES.country }),
  container: z.optional(z.string().check(z.minLength(1), z.maxLength(100, { error: 'Invalid container' }))),
});

/**
 * `GET /api/address-lookup/find?text=&country=AU|NZ[&container=]`: address suggestions `{ items }` from the SDK's
 * lookup (Loqate Find), the key kept on the server and its credit spent only for the site's own pages. Fewer than 3
 * characters answer no items.
 */
export const GET = route(
  { what: 'The address lookup', query: findQuery, origin: 'same', cache: 'private, max-age=300' },
  async ({ query, request }) => ({ items: await findAddressSuggestions(query, request.signal) }),
);
