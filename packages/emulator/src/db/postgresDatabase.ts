import pg from 'pg';
import type { Database, Queryable } from './database';
import { ARRAY_TYPES_SQL, type ArrayType, pgliteResultTypes } from './pgliteResultTypes';

// The session settings PGlite runs with. A server takes its defaults from postgresql.conf, the database or the role,
// and those change how dates and times print (`::text`, `to_char`), where a day starts, and what `to_tsvector(text)`
// stems; pinned per connection, the same SQL answers the same on both.
const SESSION_SETTINGS = [
  'TimeZone=UTC',
  'DateStyle=ISO,MDY',
  'IntervalStyle=postgres',
  'default_text_search_config=pg_catalog.english',
  'extra_float_digits=1',
];

/** The URL with the session settings added in front of any `options` it already carries (which then win). */
function withSessionSettings(url: string): string {
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  const options = [...SESSION_SETTINGS.map((setting) => `-c ${setting}`), ...(own ? [own] : [])].join(' ');
  parsed.searchParams.set('options', options);
  return parsed.toString();
}

// PGlite sends a Date as `toISOString()`; `pg` would send local time with an offset, which a `date` column reads as
// the local day.
function toParam(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toParam);
  return value;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await client.query(sql, params?.map(toParam));
      return { rows: result.rows as T[] };
    },
    // Without parameters `pg` uses the simple query protocol, which runs several statements in one go.
    exec: (sql) => client.query(sql),
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(queryable(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is destroyed rather than handed to the next request.
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Opens a PostgreSQL server (15 or newer) through a `pg` pool. Results come back as PGlite returns them (see
 * `pgliteResultTypes`), each connection runs with PGlite's session settings, and `transaction` runs on one pooled
 * connection between BEGIN and COMMIT (ROLLBACK when the work throws), so a request's writes land together or not at
 * all. Unlike PGlite, transactions really run in parallel: writers rely on row locks and version checks.
 *
 * @example
 * ```ts
 * const db = await openPostgresDatabase('postgres://bookshop@127.0.0.1:5432/bookshop');
 * ```
 */
export async function openPostgresDatabase(url: string, options: { max?: number } = {}): Promise<Database> {
  const connectionString = withSessionSettings(url);
  let arrayTypes: ArrayType[];
  const probe = new pg.Client({ connectionString });
  try {
    await probe.connect();
    arrayTypes = (await probe.query<ArrayType>(ARRAY_TYPES_SQL)).rows;
  } catch (error) {
    const where = new URL(url);
    throw new Error(
      `Could not open the PostgreSQL database ${where.pathname.slice(1) || '(default)'} at ${where.host || 'the local socket'}: ${(error as Error).message}`,
      { cause: error },
    );
  } finally {
    await probe.end().catch(() => {});
  }
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types: pgliteResultTypes(arrayTypes) });
  // An idle connection the server closed is dropped by the pool and the next query opens another; without a
  // listener the event would end the process.
  pool.on('error', () => {});
  let ended: Promise<void> | undefined;
  return {
    ...queryable(pool),
    transaction: (work) => inTransaction(pool, work),
    close: () => (ended ??= pool.end()),
  };
}
