// `npm start`: install, build (when sources changed), seed the emulator's catalogue (first run), then run the
// emulator and the production storefront on loopback behind the front (nginx, which caches anonymous pages; without
// it the storefront answers on the public port itself, uncached), print where they are and the demo logins, and stop
// them cleanly on Ctrl-C. Each step is one line with its time; every command's output goes to .data/logs/start.log,
// which is printed when a step fails.

import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage } from './lib/debianPackage.mjs';
import { findNginx, frontSecrets, nextFrontVariables, PAGE_TTL_S, spawnFront } from './lib/front.mjs';
import { root } from './lib/paths.mjs';
import { createSteps, elapsed, seedProgress } from './lib/steps.mjs';
import { answers, emulatorReadyUrl, waitFor } from './lib/waitFor.mjs';
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

for (const [url, name, variable] of [
  [emulatorUrl, 'the emulator', 'EMULATOR_PORT'],
  [storefrontUrl, 'the storefront', 'STOREFRONT_PORT'],
  ...(withFront ? [[`http://127.0.0.1:${nextPort}`, 'Next behind the front', 'NEXT_PORT']] : []),
]) {
  if (await answers(url)) {
    console.error(
      `✗ ${url} is already in use; stop what runs there or choose another port for ${name} with ${variable}=…`,
    );
    process.exit(1);
  }
}

// The servers write to the log too: the terminal keeps the steps and the summary.
const logFd = openSync(join(root, steps.logFile), 'a');
const children = [];
const startChild = (command, args, options) => {
  const child = spawn(command, args, { stdio: ['ignore', logFd, logFd], ...options });
  children.push(child);
  return child;
};
/** The log from `mark` on, for a server that stopped. */
const logSince = (mark) => readFileSync(join(root, steps.logFile), 'utf8').slice(mark).trimEnd();

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n  Stopping the servers');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// With DATABASE_URL (a postgres:// URL) the emulator's CLI keeps its data on that PostgreSQL server instead.
const dataIn = process.env.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : '.data/emulator';
const dataArgs = process.env.DATABASE_URL ? [] : ['--data', '.data/emulator'];
await steps.step('Seeding the catalogue', process.execPath, ['packages/emulator/dist/cli.js', 'seed', ...dataArgs], {
  progress: seedProgress,
  summary: (output) => (/already seeded/.test(output) ? `already in ${dataIn}` : `into ${dataIn}`),
});

/** Starts a server as a step: its line when it answers, or its part of the log when it stops first. */
async function serve(title, url, start) {
  const began = Date.now();
  const mark = readFileSync(join(root, steps.logFile), 'utf8').length;
  const child = start();
  try {
    await waitFor(url, child, title);
    console.log(`  ✓ ${title}  ${elapsed(Date.now() - began)}`);
  } catch (error) {
    console.error(`  ✗ ${title}: ${error.message.replace('see its output above', 'its output follows')}\n`);
    console.error(logSince(mark));
    console.error(`\n  The full log: ${steps.logFile}`);
    await stop(1);
  }
}

await serve('Starting the emulator', emulatorReadyUrl(emulatorUrl), () =>
  startChild(
    process.execPath,
    // Mailed links (sign-in, password reset) must open on the address the shopper browses, with their cookies.
    [
      'packages/emulator/dist/cli.js',
      'start',
      ...dataArgs,
      '--port',
      String(emulatorPort),
      '--storefront-url',
      storefrontUrl,
    ],
    { cwd: root },
  ),
);
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
  startChild(
    join(root, 'examples/storefront/node_modules/.bin/next'),
    // Idle connections outlive a browser's or a front's keep-alive, so a reused socket is never closed under it.
    ['start', '--hostname', '127.0.0.1', '--port', String(new URL(nextUrl).port), '--keepAliveTimeout', '75000'],
    {
      cwd: join(root, 'examples/storefront'),
      env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulatorUrl, ...frontVariables },
    },
  ),
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
    const front = spawnFront(settings, { output: logFd });
    children.push(front);
    return front;
  });
}

const { DEMO_CUSTOMERS } = await import(pathToFileURL(join(root, 'packages/emulator/dist/index.js')).href);
console.log(`
  Bookshop storefront  ${storefrontUrl}${withFront ? `   (anonymous pages cached ${PAGE_TTL_S} s by the front; Next at ${nextUrl})` : '   (uncached: nginx is not installed)'}
  Service emulator     ${emulatorUrl}   (data in ${dataIn})
  Logs                 ${steps.logFile}

  Demo logins:
${DEMO_CUSTOMERS.map((c) => `    ${c.kind.padEnd(6)} ${c.email.padEnd(30)} ${c.password}   member no. ${c.customerNumber}`).join('\n')}

  Press Ctrl-C to stop.
`);
for (const child of children) {
  child.once('exit', (code) => {
    if (stopping) return;
    console.error(`\n  ✗ a server stopped (exit ${code}); the log: ${steps.logFile}`);
    stop(code ?? 1);
  });
}
