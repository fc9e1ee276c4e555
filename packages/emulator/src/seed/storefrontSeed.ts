import type { Queryable } from '../db/database';
import { seedBackendAccounts } from './backendAccounts';
import { seedContent } from './content/seedContent';
import { seedMarketingContacts } from './marketingContacts';
import { seedSearchMerchandising } from './searchMerchandising';

/**
 * Seeds what the storefront's other services read: managed content, search merchandising (landing pages,
 * redirects), newsletter contacts and the demo customers' back-end account data. Runs after the catalogue and the
 * demo customers, in the same transaction.
 */
export async function seedStorefront(tx: Queryable, progress: (message: string) => void): Promise<void> {
  await seedContent(tx);
  progress('seeded managed content');
  await seedSearchMerchandising(tx);
  await seedMarketingContacts(tx);
  await seedBackendAccounts(tx);
  progress('seeded search merchandising, newsletter contacts and back-end account data');
  // Planner statistics for the freshly loaded tables, so searches get good plans from the first request.
  await tx.exec('ANALYZE');
}
