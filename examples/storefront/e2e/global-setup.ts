import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@bookshop/emulator';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
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
    if (child.exitCode !== null) throw new Error(`the storefront exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts an isolated emulator and the production build of the site; returns the teardown that stops both. */
export default async function globalSetup() {
  const emulator = await startEmulator({ port: 0, database: 'memory', products: 600, seed: 11 });
  const port = await freePort();
  const storefront = spawn(
    join(site, 'node_modules/.bin/next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      cwd: site,
      env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulator.url, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitFor(baseURL, storefront);
  } catch (error) {
    storefront.kill('SIGTERM');
    await emulator.stop();
    throw error;
  }
  process.env.STOREFRONT_URL = baseURL;
  process.env.EMULATOR_URL = emulator.url;
  return async () => {
    storefront.kill('SIGTERM');
    await emulator.stop();
  };
}
