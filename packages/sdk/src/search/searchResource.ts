import type { BookshopConfig } from '../config';
import { BookshopError, ValidationError } from '../errors';
import type { SearchState } from '../rules/searchState';
import { searchspringParams } from '../rules/searchspringParams';
import type { Http, RequestOptions } from '../transport/http';
import { toSearchResult } from './mapSearchResponse';
import { wireSearchResponse } from './searchspringWire';
import type { SearchResult } from './searchTypes';

/** Search and merchandising calls (Searchspring). */
export interface SearchResource {
  /**
   * Runs a listing search (`GET /api/search/search.json`, native format) for a listing state.
   *
   * @example
   * ```ts
   * const { products, pagination } = await bookshop.search.search({ q: 'grace', resultsPerPage: 30 });
   * ```
   */
  search(state: SearchState, options?: RequestOptions): Promise<SearchResult>;
}

export function createSearchResource(config: BookshopConfig, http: Http): SearchResource {
  const service = () => {
    if (!config.searchspring) throw new BookshopError('The searchspring service is not configured');
    return config.searchspring;
  };
  return {
    async search(state, options = {}) {
      const { baseUrl, siteId } = service();
      const query = searchspringParams(state);
      query.set('siteId', siteId);
      query.set('resultsFormat', 'native');
      const body = await http(`${baseUrl}/api/search/search.json`, { ...options, query });
      const parsed = wireSearchResponse.safeParse(body);
      if (!parsed.success) {
        throw new ValidationError(
          'Searchspring answered in an unexpected shape',
          parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
        );
      }
      return toSearchResult(parsed.data, config.currencyCode);
    },
  };
}
