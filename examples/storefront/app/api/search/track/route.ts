import * as z from 'zod/mini';
import { trackListingSearch } from '@/lib/data/listing';
import { route } from '@/lib/http/route';
import { isTrackingId } from '@/lib/search/shopperIds';

// A listing's search as `searchStateToUrl` writes it: a search or category path, with its query.
const LISTING_URL = /^\/(search|category)(\/[^?#]*)?(\?[^#]*)?$/;

/**
 * The browser's report of the listing it shows, with the page-load id it minted (`{ url, pageLoadId }`): the search
 * service gets the page's search with this browser's tracking ids, which the page itself, shared by every visitor,
 * cannot send. Answers 204; never cached.
 */
export const POST = route(
  {
    what: 'The search report',
    body: z.object({
      url: z.string().check(z.maxLength(2048), z.regex(LISTING_URL, 'Expected a listing address')),
      pageLoadId: z.string().check(z.refine(isTrackingId, 'Expected a page-load id')),
    }),
  },
  async ({ body }) => trackListingSearch(body.url, body.pageLoadId),
);
