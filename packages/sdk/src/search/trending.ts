import { BookshopError } from '../errors';
import * as z from '../transport/guard';
import { parseWire } from '../transport/wire';
import type { SearchspringGet } from './searchspringGet';
import type { SearchspringOptions } from './searchspringTracking';

/** The raw `/api/suggest/trending` answer. */
export const wireTrending = z.looseObject({
  trending: z.looseObject({
    queries: z.array(z.looseObject({ searchQuery: z.string(), popularity: z.number() })),
  }),
});

/** A phrase shoppers search for often, and how often (the service's own scale). */
export interface TrendingQuery {
  query: string;
  popularity: number;
}

const MAX_LIMIT = 100;

/** `search.trending()` over a Searchspring GET: blank phrases are left out. */
export const createTrending =
  (get: SearchspringGet) =>
  async ({ limit }: { limit?: number } = {}, options: SearchspringOptions = {}): Promise<TrendingQuery[]> => {
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT)) {
      throw new BookshopError(`limit must be a whole number from 1 to ${MAX_LIMIT}`);
    }
    const query = new URLSearchParams(limit === undefined ? {} : { limit: String(limit) });
    const wire = parseWire(wireTrending, await get('/api/suggest/trending', query, options), 'Searchspring trending');
    return wire.trending.queries
      .map(({ searchQuery, popularity }) => ({ query: searchQuery.trim(), popularity }))
      .filter(({ query }) => query !== '');
  };
