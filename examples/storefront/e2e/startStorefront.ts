import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A free loopback port (the OS picks it; the socket is closed again before the port is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningStorefront {
  url: string;
  /** The `next start` process, for a test that kills it the hard way. */
  child: ChildProcess;
  stop(): void;
}

interface StorefrontOptions {
  /** The site's build folder (next.config.ts reads NEXT_DIST_DIR). */
  distDir?: string;
  /** Where the server's output goes; the tests show it, the bench keeps its figures clean. */
  output?: 'inherit' | 'ignore' | 'pipe';
  /** The loopback port to listen on (one known before the site starts); a free one by default. */
  port?: number;
}

/**
 * `next start` of the site's production build on a free loopback port, with exactly the `BOOKSHOP_*` variables given
 * (none are inherited, so a test decides what is configured). The caller waits for it and stops it.
 */
export async function spawnStorefront(
  variables: Record<string, string>,
  options: StorefrontOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const distDir = options.distDir ?? process.env.NEXT_DIST_DIR ?? '.next';
  if (!existsSync(join(site, distDir, 'BUILD_ID'))) {
    throw new Error(
      `no build in ${join(site, distDir)}: run \`cd examples/storefront && NEXT_DIST_DIR=${distDir} npx next build\``,
    );
  }
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BOOKSHOP_')));
  const port = options.port ?? (await freePort());
  // Idle connections stay open longer than a client keeps one (Node's 5 s default closes a socket just as a test's
  // request context reuses it: ECONNRESET); 75 s is also above a front's upstream keep-alive (nginx: 60 s).
  const args = ['start', '--hostname', '127.0.0.1', '--port', `${port}`, '--keepAliveTimeout', '75000'];
  const child = spawn(join(site, 'node_modules/.bin/next'), args, {
    cwd: site,
    env: { ...inherited, ...variables, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * The site's production build against the given emulator (plus any other `BOOKSHOP_*` variables), answering; used by
 * the e2e set-up and by bench/storefront.
 * The build folder goes to next.config.ts through NEXT_DIST_DIR, so a bench can serve its own build and never the one
 * the tests start.
 */
export async function startStorefront(
  options: StorefrontOptions & { emulatorUrl: string; variables?: Record<string, string> },
): Promise<RunningStorefront> {
  const { child, url } = await spawnStorefront(
    { BOOKSHOP_EMULATOR_URL: options.emulatorUrl, ...options.variables },
    options,
  );
  try {
    await waitFor(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, child, stop: () => child.kill('SIGTERM') };
}
