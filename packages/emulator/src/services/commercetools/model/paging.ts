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

/** What a query of a resource list asks for, over REST (query parameters) or GraphQL (arguments). */
export interface QueryArgs {
  where: string[];
  sort: string[];
  limit: number;
  offset: number;
  withTotal: boolean;
  variables: Record<string, string[]>;
}

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
