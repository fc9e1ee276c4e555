// Yotpo's loyalty balances and product reviews. Append-only like the rest: a released entry is never edited.
export const YOTPO_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 40,
    name: 'yotpo loyalty balances and product reviews',
    sql: `
      ALTER TABLE yotpo_customers
        ADD COLUMN points_balance integer NOT NULL DEFAULT 0 CHECK (points_balance >= 0),
        ADD COLUMN points_earned integer NOT NULL DEFAULT 0 CHECK (points_earned >= 0),
        ADD COLUMN vip_tier_name text,
        ADD COLUMN total_purchases integer NOT NULL DEFAULT 0,
        ADD COLUMN total_spend_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN last_purchase_at timestamptz;

      CREATE TABLE yotpo_reviews (
        id bigint PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        sku text NOT NULL,
        title text NOT NULL,
        content text NOT NULL,
        score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
        votes_up integer NOT NULL DEFAULT 0,
        votes_down integer NOT NULL DEFAULT 0,
        deleted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX yotpo_reviews_email ON yotpo_reviews (lower(email), created_at DESC);
    `,
  },
];
