// Debian's PostgreSQL server for the emulator when it runs as production does (`npm run start:cluster`): a cluster
// folder of the project's own, created on first use, started on a loopback port and stopped with the rest. As
// packages/emulator's throwaway server does for tests, it runs as the `postgres` user when we are root, since
// PostgreSQL refuses to run as root.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ensureDebianPackage } from './debianPackage.mjs';

// What npm test's check and the emulator's throwaway server ask for too.
const BINARIES = ['initdb', 'pg_ctl', 'postgres'];

/** The folder holding the server's binaries: on PATH, or the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export function findPostgresBin({ path = process.env.PATH ?? '', debianRoot = '/usr/lib/postgresql' } = {}) {
  const debian = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(debianRoot, version, 'bin'))
    : [];
  const candidates = [...path.split(delimiter).filter(Boolean), ...debian];
  return candidates.find((dir) => BINARIES.every((name) => existsSync(join(dir, name))));
}

/** Installs Debian's postgresql when missing and we are root; otherwise says how and stops (or goes on, `optional`). */
export const ensurePostgresServer = ({ purpose, otherwise, optional = false }) =>
  ensureDebianPackage({
    name: 'postgresql',
    purpose,
    present: () => findPostgresBin() !== undefined,
    otherwise,
    optional,
  });

const asRoot = () => process.getuid?.() === 0;

/** Runs one of the server's programs, as `postgres` when we are root. */
function runPostgres(bin, name, args) {
  const command = asRoot() ? ['runuser', ['-u', 'postgres', '--', join(bin, name), ...args]] : [join(bin, name), args];
  return execFileSync(command[0], command[1], { encoding: 'utf8', stdio: 'pipe' });
}

/**
 * Starts the server of the cluster in `dir` (created the first time) on `port`, loopback only, its socket in `dir`
 * too. Answers the URL of its `postgres` database, which initdb makes (the emulator needs no other), and `stop()`.
 * The data stays for the next start.
 */
export function startPostgresServer({ dir, port, bin = findPostgresBin() }) {
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (asRoot()) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const created = !existsSync(join(data, 'PG_VERSION'));
  if (created) {
    runPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  }
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`;
  runPostgres(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  const stop = () => {
    try {
      runPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/**
 * Where the cluster folder goes: `preferred` (under the project's .cache), unless we are root and the `postgres` user
 * cannot reach it (a project under /root), then `fallback`, which must be outside such a folder.
 */
export function postgresDir(preferred, fallback) {
  if (!asRoot()) return preferred;
  mkdirSync(preferred, { recursive: true });
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', preferred], { stdio: 'ignore' });
    return preferred;
  } catch {
    return fallback;
  }
}
