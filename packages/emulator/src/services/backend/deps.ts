import type { Database } from '../../db/database';

/** What every route group of the back end gets. */
export interface BackendDeps {
  db: Database;
  log: (message: string) => void;
  /** The commercetools project the back end signs customers into. */
  projectKey: string;
  /** Base URL of the storefront, for links in emails (magic links, password resets, shared wishlists). */
  storefrontUrl: string;
}
