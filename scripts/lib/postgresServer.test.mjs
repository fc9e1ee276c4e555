// The cluster PostgreSQL of `npm run start:cluster`, on Debian's server (npm test installs it): created once, started
// again on the same folder with its data kept, stopped.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin, postgresDir, startPostgresServer } from './postgresServer.mjs';

const dirs = [];
/** A temporary folder, open to other users as a project's folder is (mkdtemp makes it private). */
const scratch = (prefix, mode = 0o755) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
};
const asRoot = process.getuid?.() === 0;
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('findPostgresBin', () => {
  it("takes a folder on PATH holding the server's programs, else the newest of Debian's versions", () => {
    const root = scratch('pg-bin-');
    const make = (dir) => {
      mkdirSync(dir, { recursive: true });
      for (const name of ['initdb', 'pg_ctl', 'postgres']) writeFileSync(join(dir, name), '');
      return dir;
    };
    const debian = join(root, 'debian');
    make(join(debian, '13', 'bin'));
    const newest = make(join(debian, '15', 'bin'));
    expect(findPostgresBin({ path: '', debianRoot: debian })).toBe(newest);
    const onPath = make(join(root, 'path'));
    expect(findPostgresBin({ path: onPath, debianRoot: debian })).toBe(onPath);
    expect(findPostgresBin({ path: '', debianRoot: join(root, 'none') })).toBeUndefined();
  });
});

const bin = findPostgresBin();
// The client, from the server's own Debian folder when PATH holds only the server's programs.
const psql = [bin, findPostgresBin({ path: '' })]
  .filter(Boolean)
  .map((dir) => join(dir, 'psql'))
  .find((file) => existsSync(file));

describe('postgresDir', () => {
  it.skipIf(!asRoot || !bin)('keeps the cluster in the project, unless the postgres user cannot reach it there', () => {
    const open = join(scratch('pg-open-'), 'postgres');
    const closed = join(scratch('pg-closed-', 0o700), 'postgres');
    expect(postgresDir(open, '/elsewhere')).toBe(open);
    expect(postgresDir(closed, '/elsewhere')).toBe('/elsewhere');
  });
});

describe.skipIf(!bin || !psql)('startPostgresServer', () => {
  it('creates the database once, keeps its data across starts, and stops', () => {
    const dir = postgresDir(join(scratch('pg-cluster-'), 'postgres'), join(scratch('pg-fallback-'), 'postgres'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const sql = (query) =>
      execFileSync(psql, ['-h', '127.0.0.1', '-p', `${port}`, '-U', 'postgres', '-d', 'postgres', '-tAc', query], {
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim();

    const first = startPostgresServer({ dir, port });
    try {
      expect(first.url).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
      sql("CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')");
    } finally {
      first.stop();
    }
    expect(() => sql('SELECT 1')).toThrow();

    const again = startPostgresServer({ dir, port });
    try {
      expect(sql('SELECT value FROM kept')).toBe('still here');
    } finally {
      again.stop();
    }
  });
});
