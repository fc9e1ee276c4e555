import type { Database } from '../../db/database';
import { ReplyError, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { type CategoryTree, loadCategoryTree } from './categoryTree';
import { contentSearch } from './contentSearch';
import { IndexedSearch, structuralVersion } from './indexedSearch';
import { findRedirect, merchandisingMinimal } from './merchandising';
import { recommend, recommendPost } from './recommend';
import { recommendProfile } from './recommendProfile';
import { runSearch, type SearchContext } from './runSearch';
import { readSearchRequest } from './searchRequest';
import { searchResponse } from './searchResponse';
import { siteMeta } from './siteMeta';
import { sqlSearchEngine } from './sqlSearch';
import { suggest } from './suggest';
import { recordSearch, trending } from './trending';
import { loadVocabulary, type Vocabulary } from './vocabulary';

/** The content feed's site id for a product site: blog, author and help-centre pages. */
export const contentSiteId = (siteId: string) => `${siteId}-content`;

/**
 * Searchspring under `/searchspring`: search.json, autocomplete.json and finder.json for the product site and its content feed
 * (`{siteId}-content`), suggest/query, recommendations (the current `POST /v1/recommend` and the older
 * `GET /boost/{siteId}/recommend`), plus the site's meta.json, trending queries
 * (from the product searches shoppers ran, trending.ts) and recommendation profiles. Product searches run on an
 * in-memory index of the catalogue (indexedSearch.ts) that follows every write to the products table; the category
 * tree is read once, and the spelling vocabulary again after products are added, removed or re-worded.
 */
export function searchspringService(db: Database, siteId: string): Service {
  let tree: Promise<CategoryTree> | undefined;
  let vocabulary: { version: number; words: Promise<Vocabulary> } | undefined;
  const loadTree = () => (tree ??= loadCategoryTree(db));
  const context: SearchContext = {
    db,
    tree: loadTree,
    async vocabulary() {
      const version = await structuralVersion(db);
      if (vocabulary?.version !== version) vocabulary = { version, words: loadVocabulary(db) };
      return vocabulary.words;
    },
    engine: new IndexedSearch(db, loadTree, sqlSearchEngine(db, loadTree)),
  };
  const contentSite = contentSiteId(siteId);
  const knownSite = (url: URL) => {
    const asked = url.searchParams.get('siteId');
    if (!asked) throw new ReplyError(400, 'siteId is required');
    if (asked !== siteId) throw new ReplyError(404, `Unknown siteId ${asked}`);
  };
  // search.json, autocomplete.json (typeahead) and finder.json (snap's finder: only the counts of a few facets) answer
  // alike; only shoppers' searches count towards trending.
  const search =
    (kind: 'search' | 'autocomplete' | 'finder') =>
    async ({ url, origin }: { url: URL; origin: string }) => {
      const typeahead = kind === 'autocomplete';
      if (url.searchParams.get('siteId') === contentSite) {
        return { json: await contentSearch(db, url.searchParams, contentSite, origin, typeahead) };
      }
      const request = readSearchRequest(url.searchParams, [siteId], typeahead);
      if (request.redirectResponse === 'minimal') {
        const redirect = request.q ? await findRedirect(db, request.q) : undefined;
        if (redirect) return { json: merchandisingMinimal(redirect) };
      }
      const outcome = await runSearch(context, request);
      if (kind === 'search') await recordSearch(db, request, outcome);
      return { json: searchResponse(request, outcome, origin, await context.tree()) };
    };
  const router = new Router()
    .get('/api/search/search.json', search('search'))
    .get('/api/search/autocomplete.json', search('autocomplete'))
    .get('/api/search/finder.json', search('finder'))
    .get('/api/suggest/query', async ({ url }) => ({ json: await suggest(context, url.searchParams, [siteId]) }))
    .get('/boost/:siteId/recommend', async ({ url, params, origin }) => {
      if (params.siteId !== siteId) throw new ReplyError(404, `Unknown siteId ${params.siteId}`);
      return { json: await recommend(context, url.searchParams, origin) };
    })
    .post('/v1/recommend', async ({ body, origin }) => ({
      json: await recommendPost(context, body, [siteId], origin),
    }))
    .get('/api/meta/meta.json', ({ url }) => {
      knownSite(url);
      return { json: siteMeta() };
    })
    .get('/api/suggest/trending', async ({ url }) => {
      knownSite(url);
      return { json: await trending(db, url.searchParams) };
    })
    .get('/api/personalized-recommendations/profile.json', ({ url }) => {
      knownSite(url);
      return { json: recommendProfile(url.searchParams) };
    });
  return { basePath: '/searchspring', router, error: (status, message) => ({ status, message }) };
}
