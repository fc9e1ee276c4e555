import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/**
 * Opens the embedded PostgreSQL (PGlite): `'memory'` for a throw-away database, or a directory that keeps the data
 * between runs. A directory persists every committed transaction to disk, so a killed process loses nothing it
 * acknowledged.
 */
export async function openPgliteDatabase(location: 'memory' | string): Promise<Database> {
  if (location !== 'memory') mkdirSync(location, { recursive: true });
  const db = location === 'memory' ? await PGlite.create() : await PGlite.create({ dataDir: location });
  return {
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (work) => db.transaction((tx) => work(tx)),
    close: () => db.close(),
  };
}
