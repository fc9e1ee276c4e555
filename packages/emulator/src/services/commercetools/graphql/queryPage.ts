import { type QueryArgs, wholeNumber } from '../model/paging';

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
