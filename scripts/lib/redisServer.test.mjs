import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRedisServer, REDIS_SERVER_MISSING } from './redisServer.mjs';

const dir = mkdtempSync(join(tmpdir(), 'bookshop-redis-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findRedisServer', () => {
  it('prefers a redis-server on PATH to Debian’s', () => {
    const own = join(dir, 'redis-server');
    writeFileSync(own, '#!/bin/sh\n');
    chmodSync(own, 0o755);
    expect(findRedisServer(['/nowhere', dir].join(delimiter))).toBe(own);
  });

  it('says how to install it, naming Debian’s package', () => {
    expect(REDIS_SERVER_MISSING).toContain('apt-get install -y redis-server');
  });
});
