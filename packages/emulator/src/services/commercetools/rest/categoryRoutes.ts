import type { Database } from '../../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../../http/router';
import { CommercetoolsError, restErrorBody } from '../errors';
import { type CategoryResource, expandCategory, loadCategoryResources } from '../model/categoryResources';
import { compilePredicate, compileSort } from '../model/queryPredicate';
import type { Session } from '../oauth/tokenStore';

const EXPANSION = /^(parent(\.parent){0,4}|ancestors(\[\*\])?(\.parent)?)$/;

function wholeNumber(value: string | null, name: string, fallback: number, max: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) > max) {
    throw new ReplyError(400, `The parameter '${name}' must be a whole number from 0 to ${max}.`);
  }
  return Number(value);
}

function expansions(params: URLSearchParams): string[][] {
  return params.getAll('expand').map((expand) => {
    const path = expand.trim();
    if (!EXPANSION.test(path)) throw new ReplyError(400, `Invalid expansion path '${path.slice(0, 80)}'.`);
    return path.split('.').map((part) => part.replace('[*]', ''));
  });
}

/** commercetools errors raised while reading a request become the REST error answer. */
function asReply(error: unknown): never {
  if (error instanceof CommercetoolsError) {
    throw new ReplyError(error.statusCode, error.message, {
      body: restErrorBody(error.statusCode, error.code, error.message),
    });
  }
  throw error;
}

/**
 * `GET /{projectKey}/categories` in the paged-query shape (where, sort, limit ≤ 500, offset, expand, withTotal,
 * var.*), and `GET /{projectKey}/categories/{id}` or `/categories/key={key}`.
 */
export function registerCategoryRoutes(
  router: Router,
  db: Database,
  _projectKey: string,
  authenticate: (context: RequestContext) => Promise<Session>,
): void {
  router.get('/:projectKey/categories', async (context) => {
    await authenticate(context);
    const params = context.url.searchParams;
    const limit = wholeNumber(params.get('limit'), 'limit', 20, 500);
    const offset = wholeNumber(params.get('offset'), 'offset', 0, 10_000);
    const paths = expansions(params);
    const withTotal = params.get('withTotal') !== 'false';
    const variables: Record<string, string[]> = {};
    for (const [name, value] of params) {
      if (name.startsWith('var.')) variables[name.slice(4)] = [...(variables[name.slice(4)] ?? []), value];
    }
    let predicates: ((resource: unknown) => boolean)[];
    let sort: (a: unknown, b: unknown) => number;
    try {
      predicates = params.getAll('where').map((where) => compilePredicate(where, variables));
      sort = compileSort(params.getAll('sort'));
    } catch (error) {
      asReply(error);
    }
    const all = await loadCategoryResources(db);
    const byId = new Map(all.map((category) => [category.id, category]));
    const matching = all.filter((category) => predicates.every((predicate) => predicate(category)));
    // Without a sort, commercetools answers in creation order; the id breaks ties deterministically.
    matching.sort(
      (a, b) =>
        sort(a, b) || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) || (a.id < b.id ? -1 : 1),
    );
    const page = matching.slice(offset, offset + limit).map((category) => expandCategory(category, byId, paths));
    return {
      json: { limit, offset, count: page.length, ...(withTotal ? { total: matching.length } : {}), results: page },
    };
  });

  router.get('/:projectKey/categories/:id', async (context) => {
    await authenticate(context);
    const paths = expansions(context.url.searchParams);
    const all = await loadCategoryResources(db);
    const byId = new Map(all.map((category) => [category.id, category]));
    const wanted = context.params.id as string;
    const found: CategoryResource | undefined = wanted.startsWith('key=')
      ? all.find((category) => category.key === wanted.slice(4))
      : byId.get(wanted);
    if (!found) throw new ReplyError(404, `The Resource with ID '${wanted}' was not found.`);
    return { json: expandCategory(found, byId, paths) };
  });
}
