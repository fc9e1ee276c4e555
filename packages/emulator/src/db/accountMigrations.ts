// Migrations 10–19: customer accounts, OAuth tokens, shopping lists, carts and orders, the shop back end's account
// flows and Yotpo. Append-only like the rest: a released entry is never edited.
export const ACCOUNT_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 10,
    name: 'customer profiles and oauth tokens',
    sql: `
      ALTER TABLE customers
        ADD COLUMN external_id text,
        ADD COLUMN date_of_birth date,
        ADD COLUMN addresses jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN shipping_address_ids text[] NOT NULL DEFAULT '{}',
        ADD COLUMN billing_address_ids text[] NOT NULL DEFAULT '{}',
        ADD COLUMN default_shipping_address_id text,
        ADD COLUMN default_billing_address_id text,
        ADD COLUMN custom_type_key text,
        ADD COLUMN custom_fields jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN is_email_verified boolean NOT NULL DEFAULT false,
        ADD COLUMN last_modified_at timestamptz NOT NULL DEFAULT now();
      CREATE UNIQUE INDEX customers_email_lower ON customers (lower(email));

      CREATE TABLE oauth_tokens (
        token_hash text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
        client_id text NOT NULL,
        scope text NOT NULL,
        customer_id text REFERENCES customers (id) ON DELETE CASCADE,
        anonymous_id text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX oauth_tokens_expires ON oauth_tokens (expires_at);
    `,
  },
  {
    version: 11,
    name: 'shopping lists',
    sql: `
      CREATE TABLE shopping_lists (
        id text PRIMARY KEY,
        version integer NOT NULL DEFAULT 1,
        key text UNIQUE,
        customer_id text REFERENCES customers (id) ON DELETE CASCADE,
        anonymous_id text,
        name jsonb NOT NULL,
        description jsonb,
        line_items jsonb NOT NULL DEFAULT '[]',
        text_line_items jsonb NOT NULL DEFAULT '[]',
        delete_days_after_last_modification integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_modified_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX shopping_lists_customer ON shopping_lists (customer_id, created_at);
      CREATE INDEX shopping_lists_anonymous ON shopping_lists (anonymous_id);
    `,
  },
  {
    version: 12,
    name: 'carts, orders, discount codes and shipping methods',
    sql: `
      CREATE TABLE shipping_methods (
        id text PRIMARY KEY,
        key text NOT NULL UNIQUE,
        name text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        free_above_cents integer,
        is_default boolean NOT NULL DEFAULT false
      );

      CREATE TABLE discount_codes (
        id text PRIMARY KEY,
        code text NOT NULL UNIQUE,
        name text NOT NULL,
        percent_off integer NOT NULL CHECK (percent_off BETWEEN 0 AND 100),
        is_active boolean NOT NULL DEFAULT true,
        valid_from timestamptz,
        valid_until timestamptz,
        max_applications integer,
        application_count integer NOT NULL DEFAULT 0,
        min_subtotal_cents integer,
        stops_later_discounts boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE carts (
        id text PRIMARY KEY,
        version integer NOT NULL DEFAULT 1,
        customer_id text REFERENCES customers (id) ON DELETE CASCADE,
        anonymous_id text,
        customer_email text,
        cart_state text NOT NULL DEFAULT 'Active' CHECK (cart_state IN ('Active', 'Merged', 'Ordered', 'Frozen')),
        currency text NOT NULL,
        country text,
        line_items jsonb NOT NULL DEFAULT '[]',
        discount_code_ids text[] NOT NULL DEFAULT '{}',
        shipping_address jsonb,
        billing_address jsonb,
        shipping_method_id text REFERENCES shipping_methods (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_modified_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX carts_customer ON carts (customer_id, last_modified_at) WHERE cart_state = 'Active';
      CREATE INDEX carts_anonymous ON carts (anonymous_id, last_modified_at) WHERE cart_state = 'Active';

      CREATE SEQUENCE order_numbers START 100001;
      CREATE TABLE orders (
        id text PRIMARY KEY,
        version integer NOT NULL DEFAULT 1,
        order_number text NOT NULL UNIQUE,
        cart_id text NOT NULL UNIQUE REFERENCES carts (id),
        customer_id text REFERENCES customers (id) ON DELETE SET NULL,
        anonymous_id text,
        order_state text NOT NULL DEFAULT 'Open',
        snapshot jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_modified_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX orders_customer ON orders (customer_id, created_at);
    `,
  },
  {
    version: 13,
    name: 'back-end account flows',
    sql: `
      -- Member numbers of customers who sign up; the demo customers hold 10000001 and up.
      CREATE SEQUENCE customer_numbers START 10000101;

      CREATE TABLE dev_mailbox (
        id serial PRIMARY KEY,
        email text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        link text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX dev_mailbox_email ON dev_mailbox (lower(email), id);

      CREATE TABLE magic_links (
        poll_id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'redeemed')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE wishlist_share_links (
        token_hash text PRIMARY KEY,
        shopping_list_id text NOT NULL REFERENCES shopping_lists (id) ON DELETE CASCADE,
        created_by text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 14,
    name: 'yotpo customers',
    sql: `
      CREATE TABLE yotpo_customers (
        id text PRIMARY KEY,
        email text NOT NULL,
        first_name text,
        last_name text,
        fail_updates boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
