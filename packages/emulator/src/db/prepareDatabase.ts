import { isSeeded, type SeedOptions, seedDatabase } from '../seed/seed';
import type { Database } from './database';
import { migrate } from './migrations';

/**
 * Migrates the database and seeds it when it holds no catalogue yet; answers how many products it seeded (0 when it
 * was seeded already). Two emulators starting on one empty PostgreSQL database both try to seed: the seed is one
 * transaction, so the second one's fails on the first one's rows once those commit, and is then seen as done.
 */
export async function prepareDatabase(db: Database, seed: SeedOptions = {}): Promise<number> {
  await migrate(db);
  if (await isSeeded(db)) return 0;
  try {
    return (await seedDatabase(db, seed)).products;
  } catch (error) {
    if (await isSeeded(db)) return 0;
    throw error;
  }
}
