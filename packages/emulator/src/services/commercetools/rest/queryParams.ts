import { invalidInput } from '../errors';
import { compilePredicate, compileSort } from './queryPredicate';

/** A whole-number query parameter within `[0..max]`, in commercetools' words when it is not. */
export function wholeNumber(value: string | null, name: string, fallback: number, max: number): number {
  if (value === null) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) > max) {
    throw invalidInput(`Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`);
  }
  return Number(value);
}

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

/** What a query of a resource list asks for, over REST (query parameters) or GraphQL (arguments). */
export interface QueryArgs {
  where: string[];
  sort: string[];
  limit: number;
  offset: number;
  withTotal: boolean;
  variables: Record<string, string[]>;
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

/** A GraphQL query field's `where`, `sort`, `limit` and `offset` arguments. */
export function graphqlQueryArgs(args: Record<string, unknown>): QueryArgs {
  const number = (name: string, fallback: number, max: number) =>
    wholeNumber(args[name] == null ? null : String(args[name]), name, fallback, max);
  return {
    where: args.where == null ? [] : [String(args.where)],
    sort: (args.sort as string[] | null) ?? [],
    limit: number('limit', 20, 500),
    offset: number('offset', 0, 10_000),
    withTotal: true,
    variables: {},
  };
}

/** A REST page as GraphQL's `…QueryResult` answers it: the same fields plus `exists`. */
export const graphqlPage = <T>({
  offset,
  count,
  total,
  results,
}: {
  offset: number;
  count: number;
  total?: number;
  results: T[];
}) => ({
  offset,
  count,
  total,
  exists: (total ?? 0) > 0,
  results,
});

/**
 * One page of resources held in memory (a shopper's carts or orders), `{ limit, offset, count, total?, results }`:
 * every `where` must match the resource's REST JSON, `sort` orders by it, the list's own order breaks ties.
 */
export function pageOf<T>(resources: T[], json: (resource: T) => unknown, args: QueryArgs) {
  const predicates = args.where.map((where) => compilePredicate(where, args.variables));
  const sort = compileSort(args.sort);
  const matching = resources
    .map((resource, index) => ({ resource, index, json: json(resource) }))
    .filter((entry) => predicates.every((predicate) => predicate(entry.json)))
    .sort((a, b) => sort(a.json, b.json) || a.index - b.index);
  const results = matching.slice(args.offset, args.offset + args.limit).map((entry) => entry.resource);
  return {
    limit: args.limit,
    offset: args.offset,
    count: results.length,
    ...(args.withTotal ? { total: matching.length } : {}),
    results,
  };
}
