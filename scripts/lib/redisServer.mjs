// Debian's redis-server, the shared store's real server in the storefront's contract tests (and, with REDIS_URL, in
// production). Found on PATH or where Debian installs it; `npm test` installs it when missing and we are root.
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ensureDebianPackage } from './debianPackage.mjs';

/** redis-server on PATH, else Debian's; `undefined` when it is not installed. */
export function findRedisServer(path = process.env.PATH ?? '') {
  const candidates = [...path.split(delimiter).filter(Boolean), '/usr/bin', '/usr/sbin'];
  return candidates.map((dir) => join(dir, 'redis-server')).find((file) => existsSync(file));
}

/** What a test says when the server is missing: the package to install. */
export const REDIS_SERVER_MISSING =
  "redis-server is not installed: install Debian's package as root (apt-get install -y redis-server), or run npm test, " +
  'which installs it';

/** Installs Debian's redis-server (by default for the shared store's tests) when missing; stops with how otherwise. */
export const ensureRedisServer = ({
  purpose = "the shared store's tests against a real Redis server",
  otherwise = 'the shared store is what several instances run on, so its tests are not skipped',
} = {}) =>
  ensureDebianPackage({ name: 'redis-server', purpose, present: () => findRedisServer() !== undefined, otherwise });

/**
 * redis-server's arguments for the instances' shared store: loopback only, nothing saved (nothing in it must survive a
 * restart), no eviction (an evicted revalidation mark would bring back the entries it expired).
 */
export const redisServerArgs = (port, dir) => [
  '--port',
  String(port),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
  '--maxmemory-policy',
  'noeviction',
  '--dir',
  dir,
];
