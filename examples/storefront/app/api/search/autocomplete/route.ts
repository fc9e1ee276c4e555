import { searchQuerySchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { autocomplete } from '@/lib/data/autocomplete';
import { route, routeJson } from '@/lib/http/route';

/**
 * The search box's suggestions for `?q=`. Read-only, so briefly cacheable, but by this browser only: the prices are
 * in the visitor's currency (their cookie or language).
 */
export const GET = route(
  { what: 'Search suggestions', query: z.object({ q: searchQuerySchema }) },
  async ({ query, request }) =>
    routeJson(await autocomplete(query.q, request.signal), 200, {
      'cache-control': 'private, max-age=60',
      vary: 'Cookie, Accept-Language',
    }),
);
