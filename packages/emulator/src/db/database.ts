import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

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

/** `'memory'` for a throw-away database, or a directory that keeps the data between runs. */
export type DatabaseLocation = 'memory' | string;

/**
 * Opens the embedded PostgreSQL (PGlite). A directory location persists every committed transaction to disk, so a
 * killed process loses nothing it acknowledged.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location !== 'memory') mkdirSync(location, { recursive: true });
  const db = location === 'memory' ? await PGlite.create() : await PGlite.create({ dataDir: location });
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((tx) => work(tx)),
    close: () => db.close(),
  };
}
