import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/** A PostgreSQL server of its own in a temporary directory, for tests; `stop()` shuts it down and deletes it. */
export interface ThrowawayPostgres {
  /** URL of the `postgres` database, as superuser `postgres` (trust authentication, 127.0.0.1 only). */
  url: string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Tests against a real server are skipped only when this is set to 1; otherwise missing binaries fail them. */
export const SKIP_POSTGRES = process.env.BOOKSHOP_SKIP_POSTGRES === '1';

const BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;

// The embedded database's collation and character classes (C order, UTF-8 upper/lower); no fsync for speed.
const INITDB = ['-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--lc-ctype=C.UTF-8', '--no-sync'];

/** Where to look for the server binaries: the PATH, then Debian's per-version folders. */
export interface PostgresSearch {
  path?: string;
  debianRoot?: string;
}

/** The folder holding initdb, pg_ctl and postgres: on PATH, or the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export function findPostgresBin({
  path = process.env.PATH ?? '',
  debianRoot = '/usr/lib/postgresql',
}: PostgresSearch = {}): string | undefined {
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debianRoot, version, 'bin'))
    : [];
  const candidates = [...path.split(delimiter).filter(Boolean), ...debian];
  return candidates.find((dir) => BINARIES.every((name) => existsSync(join(dir, name))));
}

/**
 * Starts a throw-away PostgreSQL server on 127.0.0.1 with a free port (its unix socket in its own temporary
 * directory too). PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user. Fails with what to
 * install when the server binaries are missing.
 */
export async function startThrowawayPostgres(search?: PostgresSearch): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin(search);
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found on PATH or in /usr/lib/postgresql/*/bin. ' +
        'Install the "postgresql" package (apt-get install -y postgresql), or set BOOKSHOP_SKIP_POSTGRES=1 to skip ' +
        'the tests on a real PostgreSQL server.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'bookshop-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so that the tests' own start-up (PGlite, seeding) runs while the server starts.
  const run = (name: string, args: string[]) =>
    asRoot
      ? promisify(execFile)('runuser', ['-u', 'postgres', '--', join(bin, name), ...args])
      : promisify(execFile)(join(bin, name), args);
  const stopServer = () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
  try {
    if (asRoot) {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, id('-u'), id('-g'));
    }
    await run('initdb', ['-D', data, ...INITDB]);
    // PostgreSQL cannot listen on port 0: it tries random high ports, and a taken one makes pg_ctl fail fast.
    let port = 0;
    for (let attempt = 1; !port; attempt++) {
      const candidate = 20_000 + Math.floor(Math.random() * 40_000);
      const settings = `-c listen_addresses=127.0.0.1 -p ${candidate} -k ${dir} -c fsync=off -c max_connections=60`;
      try {
        await run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '30', 'start']);
        port = candidate;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      createDatabase: async (name) => {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
      stop: async () => {
        await stopServer();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = join(dir, 'server.log');
    const detail = existsSync(log) ? `\n${readFileSync(log, 'utf8').slice(-2000)}` : '';
    const stderr = (error as { stderr?: string }).stderr ?? '';
    await stopServer();
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `Could not start a throw-away PostgreSQL from ${bin}: ${(error as Error).message}${stderr}${detail}`,
    );
  }
}
