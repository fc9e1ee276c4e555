import { ACCOUNT_MIGRATIONS } from './accountMigrations';
import { COMMERCETOOLS_ADMIN_MIGRATIONS } from './commercetoolsAdminMigrations';
import type { Database } from './database';
import { SEARCH_LOG_MIGRATIONS } from './searchLogMigrations';
import { STOREFRONT_MIGRATIONS } from './storefrontMigrations';
import { YOTPO_MIGRATIONS } from './yotpoMigrations';

// Versioned, append-only: a migration once released is never edited; a change is a new entry. They run in
// version order, each in its own transaction.
const migrations: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'catalogue and customers',
    sql: `
      CREATE TABLE categories (
        id text PRIMARY KEY,
        key text NOT NULL UNIQUE,
        name text NOT NULL,
        parent_key text REFERENCES categories (key),
        order_hint text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE products (
        id text PRIMARY KEY,
        sku text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        authors text[] NOT NULL DEFAULT '{}',
        format text NOT NULL,
        publisher text,
        isbn text,
        section text NOT NULL,
        category_key text NOT NULL REFERENCES categories (key),
        product_type text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        discounted_cents integer CHECK (discounted_cents >= 0),
        rating numeric(2, 1) NOT NULL DEFAULT 0,
        rating_count integer NOT NULL DEFAULT 0,
        popularity integer NOT NULL DEFAULT 0,
        availability text NOT NULL,
        stock integer NOT NULL DEFAULT 0,
        restockable_in_days integer,
        published_on date,
        search tsvector NOT NULL
      );
      CREATE INDEX products_search ON products USING gin (search);
      CREATE INDEX products_format ON products (format);
      CREATE INDEX products_section ON products (section);
      CREATE INDEX products_category ON products (category_key);

      CREATE TABLE customers (
        id text PRIMARY KEY,
        version integer NOT NULL DEFAULT 1,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        customer_number text NOT NULL UNIQUE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        title text,
        company_name text,
        group_key text,
        group_name text,
        created_at timestamptz NOT NULL
      );
    `,
  },
  ...ACCOUNT_MIGRATIONS,
  ...STOREFRONT_MIGRATIONS,
  ...SEARCH_LOG_MIGRATIONS,
  ...YOTPO_MIGRATIONS,
  ...COMMERCETOOLS_ADMIN_MIGRATIONS,
];

// Any fixed number: the key of the transaction-scoped advisory lock every migration step takes first.
const MIGRATION_LOCK = 7_413_020;

/**
 * Brings the schema up to the newest version, each migration in its own transaction. Every step first takes an
 * advisory lock and then checks again whether the version is still missing, so two emulators starting on one empty
 * PostgreSQL database apply each migration once, one after the other, instead of failing halfway.
 */
export async function migrate(db: Database): Promise<number> {
  const applied = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    return new Set(rows.map((row) => row.version));
  });
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return Math.max(0, ...migrations.map((migration) => migration.version));
}
