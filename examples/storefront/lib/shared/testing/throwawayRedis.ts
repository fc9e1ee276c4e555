import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { findRedisServer, REDIS_SERVER_MISSING } from '../../../../../scripts/lib/redisServer.mjs';

/** A Redis server of its own on 127.0.0.1, for tests: nothing saved, its folder deleted by `stop()`. */
export interface ThrowawayRedis {
  url: string;
  /** The running server's process id (a bench pins it beside the servers it measures). */
  readonly pid: number | undefined;
  /** Stops the server, keeping its port, so a test can take Redis away and {@link ThrowawayRedis.start} it again. */
  pause(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts Debian's redis-server on a free loopback port; fails saying how to install it when it is missing. */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error(REDIS_SERVER_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'bookshop-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const ping = async () => {
    const client = createClient({ url, socket: { reconnectStrategy: false } });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return true;
    } catch {
      return false;
    } finally {
      if (client.isOpen) client.destroy();
    }
  };
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    const running = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    server = running;
    let failed: string | undefined;
    running.once('exit', (code) => (failed = `redis-server exited (${code}) before answering on ${url}`));
    for (let tries = 0; tries < 200; tries++) {
      if (await ping()) return;
      if (failed) throw new Error(failed);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`redis-server did not answer on ${url}`);
  };
  const pause = async () => {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  };

  await start();
  return {
    url,
    get pid() {
      return server?.pid;
    },
    pause,
    start,
    stop: async () => {
      await pause();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
