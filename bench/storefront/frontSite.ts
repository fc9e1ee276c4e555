import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnStorefront } from '../../examples/storefront/e2e/startStorefront';
import { startThrowawayRedis, type ThrowawayRedis } from '../../examples/storefront/lib/shared/testing/throwawayRedis';
import { frontSecrets, nextFrontVariables, type RunningFront, startFront } from '../../scripts/lib/front.mjs';
import { root } from './benchSite';
import { LOAD_CPU, pin, pinningUnavailable, SERVER_CPU } from './cpus';

/** The servers of one load run, as the bench needs them. */
export interface FrontSite {
  /** The front (nginx): what shoppers reach. */
  frontUrl: string;
  /** The first `next start` behind it, for requests that must skip the front (saving a page as the front receives it). */
  nextUrl: string;
  emulatorUrl: string;
  /** Processes whose CPU time the bench reads: `next` holds one per instance. */
  pids: { next: number[]; emulator: number; front: number };
  /** The placeholder nonce and the secret that makes Next render it. */
  secrets: { secret: string; nonce: string };
  /** Files written here are served by the front at `/__bench/<name>` (loopback only). */
  benchDir: string;
  /** Where the processes run: "servers on CPU 1, load on CPU 0", or why they are not pinned. */
  placement: string;
}

interface Options {
  products: number;
  /** The storefront's build folder under examples/storefront. */
  build: string;
  /** Whether to pin the servers and this process to cores of their own. */
  pin: boolean;
  /**
   * Storefront instances behind the front (default 1). More than one share a redis-server of their own (REDIS_URL),
   * as in production: without it each would keep its own `'use cache'` entries.
   */
  instances?: number;
}

/** Stops a child and waits for it, killing it outright if it has not gone within 5 s. */
function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/** Waits until `url` answers below 500, failing as soon as `child` has stopped or after `timeoutMs`. */
async function waitUntilAnswering(url: string, child: ChildProcess, name: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode})`);
    const status = await fetch(url).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * The emulator as its own process (the CLI, in memory, seed 11): in this process it would share the load
 * generator's event loop and core, and its time would be counted as the site's.
 */
function spawnEmulator(products: number, port: number, frontUrl: string): ChildProcess {
  const cli = join(root, 'packages/emulator/dist/cli.js');
  const args = ['start', '--data', 'memory', '--products', `${products}`, '--seed', '11', '--port', `${port}`];
  return spawn(process.execPath, [cli, ...args, '--storefront-url', frontUrl], { stdio: 'ignore' });
}

/** Servers on one core, this process (the load generator) on the other; answers what was done. */
function place(pids: number[], wanted: boolean): string {
  const unavailable = wanted ? pinningUnavailable() : 'not asked to';
  if (unavailable) return `not pinned: ${unavailable}`;
  for (const pid of pids) pin(pid, SERVER_CPU);
  pin(process.pid, LOAD_CPU);
  return `emulator, Next, nginx (and redis-server) pinned to CPU ${SERVER_CPU}, the load generator to CPU ${LOAD_CPU}`;
}

/**
 * Runs `measure` against the emulator, `next start` of the build and the front before it (nginx with the shipped
 * config, a fresh state folder and fresh secrets), all on free loopback ports, and stops them all afterwards: when
 * `measure` ends or throws, and on Ctrl-C.
 */
export async function withFrontSite<T>(options: Options, measure: (site: FrontSite) => Promise<T>): Promise<T> {
  const stateDir = mkdtempSync(join(tmpdir(), 'bookshop-bench-front-'));
  const [emulatorPort, frontPort] = [await freePort(), await freePort()];
  const nextPorts: number[] = [];
  for (let instance = 0; instance < (options.instances ?? 1); instance += 1) nextPorts.push(await freePort());
  const frontUrl = `http://127.0.0.1:${frontPort}`;
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
  const secrets = frontSecrets();
  let emulator: ChildProcess | undefined;
  const nexts: ChildProcess[] = [];
  let redis: ThrowawayRedis | undefined;
  let front: RunningFront | undefined;

  let stopping: Promise<void> | undefined;
  const stopAll = () => {
    stopping ??= Promise.all([
      stopChild(front?.child, 'SIGQUIT'),
      ...nexts.map((next) => stopChild(next)),
      stopChild(emulator),
      redis?.stop(),
    ]).then(() => rmSync(stateDir, { recursive: true, force: true }));
    return stopping;
  };
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().then(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    emulator = spawnEmulator(options.products, emulatorPort, frontUrl);
    await waitUntilAnswering(
      `${emulatorUrl}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=1`,
      emulator,
      'the emulator',
    );
    if (nextPorts.length > 1) redis = await startThrowawayRedis();
    const variables = {
      ...(redis ? { REDIS_URL: redis.url } : {}),
      BOOKSHOP_EMULATOR_URL: emulatorUrl,
      // Cached pages hold absolute URLs: the site's origin is the front's, stated, as in production.
      ...nextFrontVariables(secrets, frontUrl),
      BOOKSHOP_TRUSTED_PROXIES: 'loopback',
    };
    const urls: string[] = [];
    for (const port of nextPorts) {
      const storefront = await spawnStorefront(variables, { distDir: options.build, output: 'ignore', port });
      nexts.push(storefront.child);
      urls.push(storefront.url);
    }
    await Promise.all(urls.map((url, index) => waitUntilAnswering(url, nexts[index] as ChildProcess, 'next start')));
    const benchDir = join(stateDir, 'bench');
    mkdirSync(benchDir);
    front = await startFront(
      { port: frontPort, upstreamPorts: nextPorts, stateDir, ...secrets, hosts: ['127.0.0.1', 'localhost'] },
      { output: 'ignore' },
    );
    const pids = {
      next: nexts.map((next) => next.pid as number),
      emulator: emulator.pid as number,
      front: front.child.pid as number,
    };
    const placement = place([...pids.next, pids.emulator, pids.front, ...(redis?.pid ? [redis.pid] : [])], options.pin);
    const nextUrl = urls[0] as string;
    return await measure({ frontUrl, nextUrl, emulatorUrl, pids, secrets, benchDir, placement });
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await stopAll();
  }
}
