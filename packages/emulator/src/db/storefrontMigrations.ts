/** One schema step; see `migrations.ts` for how they run. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Versions 20–29: search extras, managed content, newsletter contacts, the shop back end's account data and the
// product change log of the search index.
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
  {
    version: 24,
    name: 'search: change log of the product table for the in-memory search index',
    sql: `
      -- Every statement that writes products logs the ids it touched, so the search index (src/services/searchspring/
      -- searchIndex.ts) reloads only what changed. 'structural' marks a change the index cannot patch in place
      -- (a new, deleted or renamed product, or new text, format, authors, publisher, series, themes or category): it
      -- rebuilds. A NULL product_id means "everything changed": TRUNCATE, and bulk loads that set
      -- emulator.bulk_load (the seed), which would otherwise log every row.
      CREATE TABLE product_changes (
        seq bigserial PRIMARY KEY,
        product_id text,
        structural boolean NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE FUNCTION log_product_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' OR coalesce(current_setting('emulator.bulk_load', true), '') = 'on' THEN
          INSERT INTO product_changes (product_id, structural) VALUES (NULL, true);
        ELSIF TG_OP = 'INSERT' THEN
          INSERT INTO product_changes (product_id, structural) SELECT id, true FROM new_rows;
        ELSIF TG_OP = 'UPDATE' THEN
          INSERT INTO product_changes (product_id, structural)
          SELECT coalesce(n.id, o.id),
                 n.id IS NULL OR o.id IS NULL
                   OR (n.name, n.search, n.format, n.authors, n.publisher, n.series, n.themes, n.category_key)
                      IS DISTINCT FROM (o.name, o.search, o.format, o.authors, o.publisher, o.series, o.themes, o.category_key)
            FROM new_rows AS n FULL JOIN old_rows AS o ON o.id = n.id;
        ELSE
          INSERT INTO product_changes (product_id, structural) SELECT id, true FROM old_rows;
        END IF;
        RETURN NULL;
      END $$;

      CREATE TRIGGER products_logged_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
      CREATE TRIGGER products_logged_update AFTER UPDATE ON products
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
      CREATE TRIGGER products_logged_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
      CREATE TRIGGER products_logged_truncate AFTER TRUNCATE ON products
        FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
    `,
  },
  {
    version: 25,
    name: 'search: the change log of the product table is pruned',
    sql: `
      -- The search index deletes change-log entries every index has had time to read (src/services/searchspring/
      -- productChangeLog.ts). This one row remembers the newest entry deleted: an index that had not read that far
      -- has missed changes and rebuilds instead of patching.
      CREATE TABLE product_changes_pruned (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        through_seq bigint NOT NULL
      );
      INSERT INTO product_changes_pruned (through_seq) VALUES (0);
    `,
  },
  {
    version: 26,
    name: 'back end: invoice payments by saved card, exactly once per idempotency key',
    sql: `
      -- A payment names the saved card it was taken from and the client's idempotency key: a retry or a double click
      -- with the same key answers the payment already made instead of paying again (one key per customer).
      ALTER TABLE invoice_payments ADD COLUMN customer_id text REFERENCES customers (id);
      ALTER TABLE invoice_payments ADD COLUMN card_id text;
      ALTER TABLE invoice_payments ADD COLUMN idempotency_key text;
      CREATE UNIQUE INDEX invoice_payments_idempotency ON invoice_payments (customer_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
    `,
  },
  {
    version: 27,
    name: 'payments: Adyen Checkout API payments and cancels, exactly once per idempotency key',
    sql: `
      -- A payment as Adyen's Checkout API keeps it: a card (typed or stored) or a gift card of the back end, its
      -- result, and once cancelled, when. A gift card payment debits the card's balance; its cancel puts it back.
      CREATE TABLE adyen_payments (
        psp_reference text PRIMARY KEY,
        merchant_account text NOT NULL,
        merchant_reference text NOT NULL,
        method text NOT NULL CHECK (method IN ('scheme', 'giftcard')),
        brand text,
        last4 text,
        gift_card_code text REFERENCES gift_cards (code),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        shopper_email text,
        shopper_reference text,
        result_code text NOT NULL,
        refusal_reason text,
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX adyen_payments_reference ON adyen_payments (merchant_reference);

      -- Adyen's Idempotency-Key: the first request with a key stores its answer; a retry with the key gets that answer.
      CREATE TABLE adyen_idempotency (
        merchant_account text NOT NULL,
        key text NOT NULL,
        status integer,
        response jsonb,
        PRIMARY KEY (merchant_account, key)
      );
    `,
  },
  {
    version: 28,
    name: 'commercetools: custom fields on carts (the checkout attempt an order was placed by)',
    sql: `
      -- A cart's custom fields of the type 'order-checkout' (NULL: no custom type); an order keeps them in its snapshot.
      ALTER TABLE carts ADD COLUMN custom_fields jsonb;
    `,
  },
  {
    version: 29,
    name: 'backend: invoice payments by a new card, recorded with the payment service authorisation they used',
    sql: `
      -- An invoice paid by a new card names the payment service's authorisation; one authorisation pays one payment.
      ALTER TABLE invoice_payments ADD COLUMN psp_reference text;
      CREATE UNIQUE INDEX invoice_payments_psp_reference ON invoice_payments (psp_reference)
        WHERE psp_reference IS NOT NULL;
    `,
  },
];
