import * as z from 'zod/mini';
import { retrieveLookupAddress } from '@/lib/data/addresses';
import { route } from '@/lib/http/route';

const retrieveQuery = z.object({
  id: z
    .string({ error: 'An address id is required' })
    .check(z.minLength(1, { error: 'An address id is required' }), z.maxLength(200, { error: 'Invalid address id' })),
});

/**
 * `GET /api/address-lookup/retrieve?id=`: a suggestion's full address from the SDK's lookup (Loqate Retrieve), with
 * its parts and, for a type the shop cannot accept, `unsupported`; only for the site's own pages.
 */
export const GET = route(
  { what: 'The address lookup', query: retrieveQuery, origin: 'same', cache: 'private, max-age=300' },
  ({ query, request }) => retrieveLookupAddress(query.id, request.signal),
);
