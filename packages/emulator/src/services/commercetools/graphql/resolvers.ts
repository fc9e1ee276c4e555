import type { GraphQLFieldResolver } from 'graphql';
import type { Database } from '../../../db/database';
import type { Session } from '../oauth/tokenStore';

/** What every resolver sees: the database, the caller's token and the emulator's own URL (for image links). */
export interface CommercetoolsContext {
  db: Database;
  session: Session;
  projectKey: string;
  origin: string;
}

export type Resolver = GraphQLFieldResolver<Record<string, unknown>, CommercetoolsContext, Record<string, unknown>>;

/** Resolvers by type name and field name; fields without one fall back to the guarded default resolver. */
export type ResolverMap = Record<string, Record<string, Resolver>>;

/** Merges resolver maps; a later map's field wins (there should be no overlap). */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps)
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}
