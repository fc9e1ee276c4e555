import { type QueryArgs, wholeNumber } from '../model/paging';

/** `limit` (≤ 500, default 20), `offset` (≤ 10,000) and `withTotal` of a REST query. */
export function readPaging(params: URLSearchParams) {
  return {
    limit: wholeNumber(params.get('limit'), 'limit', 20, 500),
    offset: wholeNumber(params.get('offset'), 'offset', 0, 10_000),
    withTotal: params.get('withTotal') !== 'false',
  };
}

/** The predicate variables of a query: `var.name=value` parameters, each name possibly repeated. */
export function predicateVariables(params: URLSearchParams): Record<string, string[]> {
  const variables: Record<string, string[]> = {};
  for (const [name, value] of params) {
    if (name.startsWith('var.')) variables[name.slice(4)] = [...(variables[name.slice(4)] ?? []), value];
  }
  return variables;
}

/** A REST query's `where`, `sort`, `var.*`, `limit`, `offset` and `withTotal`. */
export function restQueryArgs(params: URLSearchParams): QueryArgs {
  return {
    ...readPaging(params),
    where: params.getAll('where'),
    sort: params.getAll('sort'),
    variables: predicateVariables(params),
  };
}
