/**
 * The customer's user-defined `key` (commercetools' `CustomerDraft.key`), unique in the project when set; the
 * project's changeable settings (its name, and the version its updates check); an order's payment state, which the
 * Admin API's `updateOrder` sets.
 */
export const COMMERCETOOLS_ADMIN_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 50,
    name: 'customer keys',
    sql: `
      ALTER TABLE customers ADD COLUMN key text;
      CREATE UNIQUE INDEX customers_key ON customers (key) WHERE key IS NOT NULL;
    `,
  },
  {
    version: 51,
    name: 'project settings',
    sql: `
      CREATE TABLE project_settings (
        key text PRIMARY KEY,
        name text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        last_modified_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 52,
    name: 'order payment state',
    sql: `
      ALTER TABLE orders ADD COLUMN payment_state text
        CHECK (payment_state IN ('BalanceDue', 'Failed', 'Pending', 'CreditOwed', 'Paid'));
    `,
  },
  {
    version: 53,
    name: 'an ordered cart may be deleted',
    // commercetools lets a cart an order was made from be deleted (its retention deletes carts whatever their state);
    // the order keeps its own copy and the cart's id, as a reference that may then point nowhere.
    sql: `
      ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_cart_id_fkey;
    `,
  },
];
