/** One schema step; see `migrations.ts` for how they run. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Versions 20–29: search extras, managed content, newsletter contacts and the shop back end's account data.
// Append-only like the main list: a released migration is never edited.
export const STOREFRONT_MIGRATIONS: Migration[] = [
  {
    version: 20,
    name: 'search: series, themes, price books, landing pages, redirects',
    sql: `
      ALTER TABLE products
        ADD COLUMN series text,
        ADD COLUMN themes text[] NOT NULL DEFAULT '{}',
        ADD COLUMN b2c_price_cents integer CHECK (b2c_price_cents >= 0),
        ADD COLUMN b2b_price_cents integer CHECK (b2b_price_cents >= 0),
        ADD COLUMN staff_price_cents integer CHECK (staff_price_cents >= 0);
      CREATE INDEX products_series ON products (series);
      CREATE INDEX products_themes ON products USING gin (themes);
      -- Sorted listings read the first page straight from an index instead of sorting the catalogue.
      CREATE INDEX products_popularity ON products (popularity DESC NULLS LAST, id);
      CREATE INDEX products_newest ON products (published_on DESC NULLS LAST, id);
      CREATE INDEX products_top_rated ON products (rating DESC NULLS LAST, id);
      CREATE INDEX products_name ON products (name, id);
      CREATE INDEX products_effective_price ON products ((coalesce(discounted_cents, price_cents)), id);

      CREATE TABLE search_landing_pages (
        tag text PRIMARY KEY,
        title text NOT NULL,
        filters jsonb NOT NULL,
        sort_field text,
        sort_direction text CHECK (sort_direction IN ('asc', 'desc')),
        banner_html text
      );

      CREATE TABLE search_redirects (
        query text PRIMARY KEY,
        url text NOT NULL
      );
    `,
  },
  {
    version: 21,
    name: 'managed content entries',
    sql: `
      CREATE TABLE content_entries (
        uid text PRIMARY KEY,
        content_type text NOT NULL,
        locale text NOT NULL,
        title text NOT NULL,
        url text,
        fields jsonb NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        search tsvector NOT NULL
      );
      CREATE INDEX content_entries_type ON content_entries (content_type, locale);
      CREATE INDEX content_entries_search ON content_entries USING gin (search);
    `,
  },
  {
    version: 22,
    name: 'newsletter contacts',
    sql: `
      CREATE TABLE marketing_contacts (
        id serial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        first_name text,
        last_name text,
        opt_in boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 23,
    name: 'back end: saved cards, invoices, orders, accounts, donations, gift cards',
    sql: `
      CREATE TABLE saved_cards (
        id text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers (id),
        brand text NOT NULL,
        last4 text NOT NULL,
        expiry_month integer NOT NULL,
        expiry_year integer NOT NULL,
        holder_name text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX saved_cards_customer ON saved_cards (customer_id);

      CREATE TABLE invoices (
        id text PRIMARY KEY,
        number text NOT NULL UNIQUE,
        customer_id text NOT NULL REFERENCES customers (id),
        issued_on date NOT NULL,
        due_on date NOT NULL,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        paid_cents integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0 AND paid_cents <= total_cents)
      );
      CREATE INDEX invoices_customer ON invoices (customer_id, issued_on DESC);

      CREATE TABLE invoice_payments (
        id text PRIMARY KEY,
        invoice_id text NOT NULL REFERENCES invoices (id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        reference text NOT NULL,
        paid_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE shop_orders (
        id text PRIMARY KEY,
        number text NOT NULL UNIQUE,
        customer_id text NOT NULL REFERENCES customers (id),
        placed_at timestamptz NOT NULL,
        status text NOT NULL,
        total_cents integer NOT NULL,
        lines jsonb NOT NULL,
        shipping_address jsonb NOT NULL,
        tracking_number text
      );
      CREATE INDEX shop_orders_customer ON shop_orders (customer_id, placed_at DESC);

      CREATE TABLE customer_accounts (
        customer_id text PRIMARY KEY REFERENCES customers (id),
        credit_limit_cents integer NOT NULL DEFAULT 0,
        store_credit_cents integer NOT NULL DEFAULT 0,
        terms text NOT NULL
      );

      CREATE TABLE donations (
        customer_id text PRIMARY KEY REFERENCES customers (id),
        cart_id text,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        charity text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE gift_cards (
        code text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('physical', 'digital')),
        pin_hash text NOT NULL,
        balance_cents integer NOT NULL CHECK (balance_cents >= 0),
        currency text NOT NULL,
        expires_on date NOT NULL,
        pin_failures integer NOT NULL DEFAULT 0
      );
    `,
  },
];
