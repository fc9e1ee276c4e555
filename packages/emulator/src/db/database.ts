import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/** Anything SQL can be sent to: the database itself, or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

/** The emulator's storage: PostgreSQL semantics, whether embedded (PGlite) or a real server. */
export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Where the data lives: `'memory'` for a throw-away embedded database, a directory that keeps an embedded database
 * between runs, or a `postgres://` (or `postgresql://`) URL of a PostgreSQL server (15 or newer).
 */
export type DatabaseLocation = 'memory' | string;

const POSTGRES_URL = /^postgres(ql)?:\/\//i;
const ANY_URL = /^([a-z][a-z0-9+.-]*):\/\//i;

/** Whether a location names a PostgreSQL server rather than an embedded database. */
export const isPostgresUrl = (location: DatabaseLocation): boolean => POSTGRES_URL.test(location);

/** The location as it may be printed: a server URL loses its password. */
export function describeDatabase(location: DatabaseLocation): string {
  if (!isPostgresUrl(location)) return location;
  const url = new URL(location);
  if (url.password) url.password = '***';
  return url.toString();
}

/**
 * Opens the database at a location: a PostgreSQL server for a `postgres://` URL, PGlite otherwise. Either way the
 * same migrations and SQL run on it, and every write is a transaction.
 *
 * @example
 * ```ts
 * const db = await openDatabase(process.env.DATABASE_URL ?? '.data/emulator');
 * ```
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (isPostgresUrl(location)) return openPostgresDatabase(location);
  const scheme = ANY_URL.exec(location)?.[1];
  if (scheme) {
    throw new Error(`Unsupported database URL scheme "${scheme}:": use a postgres:// URL, a directory or "memory".`);
  }
  return openPgliteDatabase(location);
}
