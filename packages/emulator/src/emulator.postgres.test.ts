import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from './emulator';
import { DEMO_CUSTOMERS } from './seed/customers';
import { commercetoolsTestClient } from './services/commercetools/testClient';
import { SKIP_POSTGRES, startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwawayPostgres';

// The emulator on a real PostgreSQL server, answering exactly what the same emulator on PGlite answers.
const SEED = { products: 200, seed: 3 };

let server: ThrowawayPostgres;
let url: string;
let emulator: RunningEmulator;
let reference: RunningEmulator;
let sql: pg.Client;
beforeAll(async () => {
  if (SKIP_POSTGRES) return;
  // The reference on PGlite starts while the server does.
  const started = startEmulator({ port: 0, database: 'memory', ...SEED });
  try {
    server = await startThrowawayPostgres();
    url = await server.createDatabase('storefront');
    // Two emulators on one empty database at once: one migrates and seeds, the other waits and finds it done.
    const [first, second] = await Promise.all([
      startEmulator({ port: 0, database: url, ...SEED }),
      startEmulator({ port: 0, database: url, ...SEED }),
    ]);
    await second.stop();
    emulator = first;
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
  } finally {
    reference = await started;
  }
}, 60_000);
afterAll(async () => {
  await sql?.end();
  await Promise.all([emulator?.stop(), reference?.stop()]);
  await server?.stop();
});

const PRODUCTS = `query ($limit: Int!, $locale: Locale!) {
  productProjectionSearch(limit: $limit, locale: $locale, sorts: ["name.en-AU asc"]) {
    total results { id name(locale: $locale) slug(locale: $locale) productType { key }
      masterVariant { sku attributesRaw { name value }
        prices { value { centAmount currencyCode } discounted { value { centAmount currencyCode } } }
        availability { noChannel { isOnStock restockableInDays availableQuantity } } } } } }`;

// Image URLs carry the emulator's own origin, which differs between the two.
const sameOrigin = (on: RunningEmulator, body: unknown) =>
  JSON.parse(JSON.stringify(body).replaceAll(on.url, 'ORIGIN'));

const search = async (on: RunningEmulator, query: string) => {
  const response = await fetch(`${on.url}/searchspring/api/search/search.json?siteId=bookshop&${query}`);
  return { status: response.status, body: sameOrigin(on, await response.json()) };
};

describe.skipIf(SKIP_POSTGRES)('the emulator on PostgreSQL', () => {
  it('was migrated and seeded once although two emulators started on the empty database together', async () => {
    const { rows } = await sql.query(`SELECT (SELECT count(*)::int FROM products) AS products,
      (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM schema_migrations) AS migrations,
      (SELECT count(*)::int FROM schema_migrations GROUP BY version ORDER BY 1 DESC LIMIT 1) AS most_per_version`);
    expect(rows[0]).toMatchObject({ products: 200, customers: DEMO_CUSTOMERS.length, most_per_version: 1 });
    expect(rows[0].migrations).toBeGreaterThan(5);
  });

  it('answers a GraphQL product query as on PGlite', async () => {
    const answers = await Promise.all(
      [emulator, reference].map(async (on) => {
        const ct = commercetoolsTestClient(on.url);
        const answer = await ct.graphql(await ct.clientToken(), PRODUCTS, { limit: 20, locale: 'en-AU' });
        return { ...answer, body: sameOrigin(on, answer.body) };
      }),
    );
    const [actual, expected] = answers;
    expect(actual?.body.errors).toBeUndefined();
    expect(actual?.body.data?.productProjectionSearch.total).toBe(200);
    expect(actual?.body).toEqual(expected?.body);
  });

  it('searches as on PGlite, and sees a change written straight to the products table', async () => {
    const query = 'q=grace&resultsPerPage=10&sort.price=asc';
    const [actual, expected] = await Promise.all([search(emulator, query), search(reference, query)]);
    expect(actual.status).toBe(200);
    expect(actual.body.pagination.totalResults).toBeGreaterThan(0);
    expect(actual.body).toEqual(expected.body);

    // The trigger's change log (product_changes) tells the in-memory index what to reload.
    const id = actual.body.results[0].id as string;
    await sql.query(
      `UPDATE products SET price_cents = 1, discounted_cents = NULL, name = 'Zephyr of grace' WHERE id = $1`,
      [id],
    );
    const after = await search(emulator, query);
    expect(after.body.results[0]).toMatchObject({ id, name: 'Zephyr of grace', price: '0.01' });
  });

  it('signs a customer in and updates the account; of 20 parallel updates with one version exactly one wins', async () => {
    const ct = commercetoolsTestClient(emulator.url);
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const UPDATE = `mutation ($version: Long!, $actions: [MyCustomerUpdateAction!]!) {
      updateMyCustomer(version: $version, actions: $actions) { version firstName } }`;
    const first = await ct.graphql(token, UPDATE, { version: 1, actions: [{ setFirstName: { firstName: 'Gracie' } }] });
    expect(first.body.data?.updateMyCustomer).toEqual({ version: 2, firstName: 'Gracie' });

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ct.graphql(token, UPDATE, { version: 2, actions: [{ setFirstName: { firstName: `Grace ${index}` } }] }),
      ),
    );
    const winners = answers.filter((answer) => answer.body.data?.updateMyCustomer);
    const losers = answers.filter((answer) => answer.body.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.body.errors?.[0]?.extensions).toEqual({ code: 'ConcurrentModification', currentVersion: 3 });
    }
    const { rows } = await sql.query(`SELECT version, first_name FROM customers WHERE email = 'grace@example.com'`);
    expect(rows[0]).toEqual({ version: 3, first_name: winners[0]?.body.data?.updateMyCustomer.firstName });
  });
});
