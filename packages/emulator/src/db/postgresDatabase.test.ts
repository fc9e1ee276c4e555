import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SKIP_POSTGRES, startThrowawayPostgres, type ThrowawayPostgres } from '../testing/throwawayPostgres';
import { type Database, openDatabase } from './database';
import { migrate } from './migrations';
import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

// One value of every type the migrations use (and the aggregates the services compute), nulls and arrays included,
// with dates around midnight UTC and text that needs quoting inside arrays.
const TYPED_QUERY = `SELECT
  1::int2 AS int2, 2147483647::int4 AS int4, 42::int8 AS int8, 9007199254740993::int8 AS big_int8,
  4.5::numeric(2, 1) AS numeric, 1.25::float4 AS float4, 0.1::float8 AS float8, true AS bool, 'text'::text AS text,
  'v'::varchar AS varchar, DATE '2024-02-29' AS date, 'infinity'::date AS infinite_date,
  TIMESTAMPTZ '2024-03-01 23:30:00.123+10' AS timestamptz, TIMESTAMP '2024-03-01 23:30:00' AS timestamp,
  '{"a": [1, {"b": null}], "c": "ü"}'::json AS json, '{"z": 1, "a": [true, 2.5]}'::jsonb AS jsonb,
  ARRAY['a', 'b,c', 'd"e', NULL, 'NULL']::text[] AS text_array, ARRAY[1, NULL, 3]::int4[] AS int_array,
  ARRAY[1, 9007199254740993]::int8[] AS int8_array, ARRAY[DATE '2024-01-01']::date[] AS date_array,
  ARRAY[TIMESTAMPTZ '2024-01-01 00:00:00+00']::timestamptz[] AS timestamptz_array,
  ARRAY['{"a":1}'::jsonb] AS jsonb_array, ARRAY[1.5, 2]::numeric[] AS numeric_array,
  ARRAY[ARRAY[1, 2], ARRAY[3, 4]] AS nested_array, '1 day 02:00:00'::interval AS interval,
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid AS uuid, to_tsvector('The Messages of Grace') AS tsvector,
  to_char(TIMESTAMPTZ '2024-03-01 23:30:00+00', 'YYYY-MM-DD HH24:MI TZ') AS formatted,
  (TIMESTAMPTZ '2024-03-01 23:30:00+00')::date AS day, count(*) AS count, sum(3) AS sum, avg(3) AS avg,
  NULL::text AS nothing, $1::date AS date_param, $2::timestamptz AS timestamptz_param, $3::text[] AS array_param,
  $4::jsonb AS jsonb_param`;
const TYPED_PARAMS = [new Date('2024-05-31T23:30:00Z'), new Date('2024-05-31T23:30:00.5Z'), ['x', 'y z'], '{"k":[1]}'];

let server: ThrowawayPostgres;
let pglite: Database;
let postgres: Database;
beforeAll(async () => {
  if (SKIP_POSTGRES) return;
  // PGlite starts while the server does.
  const opening = openPgliteDatabase('memory');
  try {
    server = await startThrowawayPostgres();
    postgres = await openPostgresDatabase(await server.createDatabase('parity'));
  } finally {
    pglite = await opening;
  }
});
afterAll(async () => {
  await Promise.all([pglite?.close(), postgres?.close()]);
  await server?.stop();
});

describe.skipIf(SKIP_POSTGRES)('a PostgreSQL server as the database', () => {
  it('answers the same JS values and types as PGlite, parameters included', async () => {
    const [expected, actual] = await Promise.all([
      pglite.query(TYPED_QUERY, TYPED_PARAMS),
      postgres.query(TYPED_QUERY, TYPED_PARAMS),
    ]);
    expect(actual.rows).toStrictEqual(expected.rows);
    // Spot checks, so that the comparison cannot pass by both sides being wrong the same way.
    expect(actual.rows[0]).toMatchObject({
      int8: 42,
      big_int8: 9007199254740993n,
      numeric: '4.5',
      date: new Date('2024-02-29T00:00:00Z'),
      date_param: new Date('2024-05-31T00:00:00Z'),
      count: 1,
      formatted: '2024-03-01 23:30 UTC',
    });
  });

  it('answers rows of the migrated tables as PGlite does', async () => {
    await Promise.all([migrate(pglite), migrate(postgres)]);
    const insert = `INSERT INTO customers (id, email, password_hash, customer_number, first_name, last_name, created_at,
        date_of_birth, addresses, shipping_address_ids, custom_fields)
      VALUES ('c1', 'a@example.com', 'x', '1', 'A', 'B', $1, $2, $3, $4, $5)`;
    const params = [new Date('2020-01-02T03:04:05.678Z'), '1990-12-31', '[{"id":"a1"}]', ['a1'], '{"gender":"F"}'];
    const select = `SELECT *, (SELECT count(*) FROM schema_migrations) AS migrations FROM customers`;
    const [expected, actual = []] = await Promise.all(
      [pglite, postgres].map(async (db) => {
        await db.query(insert, params);
        const { rows } = await db.query(select);
        await db.query('DELETE FROM customers');
        return rows.map(({ last_modified_at, ...row }) => ({ ...row, last_modified_at: typeof last_modified_at }));
      }),
    );
    expect(actual).toStrictEqual(expected);
    expect(actual[0]).toMatchObject({ date_of_birth: new Date('1990-12-31T00:00:00Z'), addresses: [{ id: 'a1' }] });
  });

  it('commits a transaction, rolls one back when the work throws, and hands its connection back', async () => {
    const db = await openPostgresDatabase(await server.createDatabase('transactions'), { max: 1 });
    try {
      await db.exec('CREATE TABLE t (n integer PRIMARY KEY); INSERT INTO t VALUES (1)');
      await db.transaction((tx) => tx.query('INSERT INTO t VALUES (2)'));
      for (let attempt = 0; attempt < 3; attempt++) {
        const failed = db.transaction(async (tx) => {
          await tx.query('INSERT INTO t VALUES (3)');
          await tx.query('INSERT INTO t VALUES (1)');
        });
        await expect(failed).rejects.toThrow(/duplicate key/);
      }
      const { rows } = await db.query<{ n: number }>('SELECT n FROM t ORDER BY n');
      expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await db.close();
    }
  });

  it("runs each connection with PGlite's session settings, keeping options the URL sets itself", async () => {
    const url = `${await server.createDatabase('session')}?options=${encodeURIComponent('-c statement_timeout=1234')}`;
    const db = await openDatabase(url);
    try {
      const settings = await db.transaction(async (tx) => {
        const show = async (name: string) => Object.values((await tx.query(`SHOW ${name}`)).rows[0] ?? {})[0];
        return [await show('TimeZone'), await show('default_text_search_config'), await show('statement_timeout')];
      });
      expect(settings).toEqual(['UTC', 'pg_catalog.english', '1234ms']);
    } finally {
      await db.close();
    }
  });

  it('migrates an empty database once when two emulators start on it together', async () => {
    const url = await server.createDatabase('two_emulators');
    const [a, b] = await Promise.all([openDatabase(url), openDatabase(url)]);
    try {
      const [versionA, versionB] = await Promise.all([migrate(a), migrate(b)]);
      expect(versionA).toBe(versionB);
      const { rows } = await a.query<{ count: number; newest: number }>(
        'SELECT count(*) AS count, max(version) AS newest FROM schema_migrations',
      );
      expect(rows[0]).toEqual({
        count: (await pglite.query('SELECT * FROM schema_migrations')).rows.length,
        newest: versionA,
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('fails clearly on a server it cannot reach or a URL it does not speak', async () => {
    await expect(openDatabase('postgres://nobody:secret@127.0.0.1:1/shop')).rejects.toThrow(
      /^Could not open the PostgreSQL database shop at 127\.0\.0\.1:1: /,
    );
    await expect(openDatabase('mysql://127.0.0.1/shop')).rejects.toThrow('Unsupported database URL scheme "mysql:"');
  });
});
