import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBin, startThrowawayPostgres } from './throwawayPostgres';

describe('startThrowawayPostgres', () => {
  it('without server binaries fails naming the package to install and how to skip', async () => {
    const nowhere = { path: '', debianRoot: '/nonexistent/postgresql' };
    expect(findPostgresBin(nowhere)).toBeUndefined();
    await expect(startThrowawayPostgres(nowhere)).rejects.toThrow(
      /not found on PATH or in \/usr\/lib\/postgresql\/\*\/bin\. Install the "postgresql" package .*BOOKSHOP_SKIP_POSTGRES=1/,
    );
  });

  it.skipIf(!existsSync('/usr/lib/postgresql'))("finds Debian's newest installed server", () => {
    const bin = findPostgresBin({ path: '' });
    expect(bin).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
    expect(existsSync(join(bin as string, 'initdb'))).toBe(true);
  });
});
