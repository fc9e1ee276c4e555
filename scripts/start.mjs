// `npm start`: install, build (when sources changed), seed the emulator's catalogue (first run), then run the
// emulator and the production storefront on loopback behind the front (nginx, which caches anonymous pages; without
// it the storefront answers on the public port itself, uncached), print where they are and the demo logins, and stop
// them cleanly on Ctrl-C. Each step is one line with its time; every command's output goes to .data/logs/start.log,
// which is printed when a step fails.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage } from './lib/debianPackage.mjs';
import { seedAndServeEmulator } from './lib/emulatorServer.mjs';
import { findNginx, frontSecrets, nextFrontVariables, PAGE_TTL_S, spawnFront } from './lib/front.mjs';
import { root } from './lib/paths.mjs';
import { createServers, NEXT_BIN, nextStartArgs, printRunning, refuseTakenPorts } from './lib/servers.mjs';
import { createSteps } from './lib/steps.mjs';
import { build, install } from './lib/workspace.mjs';

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4000);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3000);
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
// Behind the front, Next listens on the next port up, on loopback only.
const nextPort = Number(process.env.NEXT_PORT ?? storefrontPort + 1);

const steps = createSteps({ logFile: join(root, '.data/logs/start.log') });
const firstRun = !existsSync(join(root, '.cache/build.sha256')) && !existsSync(join(root, '.data/emulator'));
console.log(`Bookshop storefront kit: setting up${firstRun ? ' (the first run takes a few minutes)' : ''}\n`);
await install(steps);
await build(steps);
const withFront = ensureDebianPackage({
  name: 'nginx',
  purpose: 'the page cache in front of the storefront',
  present: () => findNginx() !== undefined,
  otherwise: 'pages are served uncached, each rendered per request',
  optional: true,
});

await refuseTakenPorts([
  [emulatorPort, 'the emulator', 'EMULATOR_PORT'],
  [storefrontPort, 'the storefront', 'STOREFRONT_PORT'],
  ...(withFront ? [[nextPort, 'Next behind the front', 'NEXT_PORT']] : []),
]);

const servers = createServers(steps);
const { serve, startChild } = servers;

// With DATABASE_URL (a postgres:// URL) the emulator keeps its data on that PostgreSQL server instead.
const { dataIn } = await seedAndServeEmulator(steps, servers, {
  port: emulatorPort,
  storefrontUrl,
  databaseUrl: process.env.DATABASE_URL,
});
const secrets = frontSecrets();
// Cached pages hold absolute URLs, so behind the front the site's address is stated, never taken from a request; the
// front is the one proxy whose forwarded address Next believes.
const frontVariables = withFront
  ? {
      ...nextFrontVariables(secrets, process.env.BOOKSHOP_SITE_URL ?? storefrontUrl),
      BOOKSHOP_TRUSTED_PROXIES: 'loopback',
    }
  : {};
const nextUrl = `http://127.0.0.1:${withFront ? nextPort : storefrontPort}`;
await serve(withFront ? 'Starting the storefront (Next)' : 'Starting the storefront', nextUrl, () =>
  startChild(NEXT_BIN, nextStartArgs(new URL(nextUrl).port), {
    cwd: join(root, 'examples/storefront'),
    env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulatorUrl, ...frontVariables },
  }),
);
if (withFront) {
  await serve('Starting the front (nginx)', storefrontUrl, () => {
    const settings = {
      port: storefrontPort,
      upstreamPorts: [nextPort],
      stateDir: join(root, '.cache/front'),
      ...secrets,
      hosts: [new URL(frontVariables.BOOKSHOP_SITE_URL).hostname, '127.0.0.1', 'localhost'],
    };
    const front = spawnFront(settings, { output: servers.logFd });
    servers.adopt(front);
    return front;
  });
}

await printRunning(
  [
    `  Bookshop storefront  ${storefrontUrl}${withFront ? `   (anonymous pages cached ${PAGE_TTL_S} s by the front; Next at ${nextUrl})` : '   (uncached: nginx is not installed)'}`,
    `  Service emulator     ${emulatorUrl}   (data in ${dataIn})`,
  ],
  steps.logFile,
);
servers.watch();
