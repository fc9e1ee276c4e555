import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

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

export interface Storefront {
  url: string;
  stop(): void;
}

/**
 * `next start` of the build in `site/<distDir>` on a free loopback port, against the given emulator. The dist dir
 * goes to next.config.ts through NEXT_DIST_DIR, so the bench serves its own build and never the one the e2e tests
 * start from `.next`.
 */
export async function startStorefront(site: string, distDir: string, emulatorUrl: string): Promise<Storefront> {
  if (!existsSync(join(site, distDir, 'BUILD_ID'))) {
    throw new Error(
      `no build in ${join(site, distDir)}: run \`cd examples/storefront && NEXT_DIST_DIR=${distDir} npx next build\``,
    );
  }
  const port = await freePort();
  const child = spawn(join(site, 'node_modules/.bin/next'), ['start', '--hostname', '127.0.0.1', '--port', `${port}`], {
    cwd: site,
    env: {
      ...process.env,
      BOOKSHOP_EMULATOR_URL: emulatorUrl,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Serves pages at their own paths and forwards every other request (CSS, images) to `target`. */
export function staticCopyServer(target: URL, pages: Map<string, string>): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}
