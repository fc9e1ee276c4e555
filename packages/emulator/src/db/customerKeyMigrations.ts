/** The customer's user-defined `key` (commercetools' `CustomerDraft.key`), unique in the project when set. */
export const CUSTOMER_KEY_MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 50,
    name: 'customer keys',
    sql: `
      ALTER TABLE customers ADD COLUMN key text;
      CREATE UNIQUE INDEX customers_key ON customers (key) WHERE key IS NOT NULL;
    `,
  },
];
