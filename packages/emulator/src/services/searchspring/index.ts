import type { Database } from '../../db/database';
import { Router } from '../../http/router';
import type { Service } from '../../http/server';
import { runSearch } from './runSearch';
import { readSearchRequest } from './searchRequest';
import { searchResponse } from './searchResponse';

/** Searchspring under `/searchspring`: the search API of one site. */
export function searchspringService(db: Database, siteId: string): Service {
  const router = new Router().get('/api/search/search.json', async ({ url, origin }) => {
    const request = readSearchRequest(url.searchParams, siteId);
    return { json: searchResponse(request, await runSearch(db, request), origin) };
  });
  return { basePath: '/searchspring', router, error: (status, message) => ({ status, message }) };
}
