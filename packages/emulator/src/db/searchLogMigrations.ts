import type { Migration } from './storefrontMigrations';

// Versions 30–39: what shoppers search for. Append-only like the main list: a released migration is never edited.
export const SEARCH_LOG_MIGRATIONS: Migration[] = [
  {
    version: 30,
    name: 'search log: product searches and their result counts, with a starter set',
    sql: `
      -- One row per normalised phrase rather than per search, so the table stays small however busy the site is.
      CREATE TABLE search_queries (
        query text PRIMARY KEY CHECK (query <> '' AND length(query) <= 100),
        searches integer NOT NULL CHECK (searches > 0),
        -- Products the latest search found; NULL for a starter phrase no shopper has run yet.
        results integer CHECK (results >= 0),
        last_searched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX search_queries_popular ON search_queries (searches DESC, query);

      -- A fresh emulator has trending phrases before anyone searches: words every generated catalogue contains.
      -- Each starter's count is overwritten with the real one the first time it is searched.
      INSERT INTO search_queries (query, searches) VALUES
        ('bible', 40), ('study bible', 24), ('devotional', 18), ('prayer', 15), ('niv', 12),
        ('grace', 9), ('worship', 7), ('hope', 5), ('faith', 4), ('light', 3);
    `,
  },
];
