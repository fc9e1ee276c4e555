// `npm start`: install, build (when sources changed), then run the emulator and the production storefront on
// loopback, print where they are and the demo logins, and stop both cleanly on Ctrl-C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/paths.mjs';
import { answers, emulatorReadyUrl, waitFor } from './lib/waitFor.mjs';
import { build, install } from './lib/workspace.mjs';

const emulatorPort = Number(process.env.EMULATOR_PORT ?? 4000);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3000);
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

await install();
await build();

for (const [url, name, variable] of [
  [emulatorUrl, 'the emulator', 'EMULATOR_PORT'],
  [storefrontUrl, 'the storefront', 'STOREFRONT_PORT'],
]) {
  if (await answers(url)) {
    console.error(
      `✗ ${url} is already in use; stop what runs there or choose another port for ${name} with ${variable}=…`,
    );
    process.exit(1);
  }
}

const children = [];
const startChild = (command, args, options) => {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  return child;
};

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n› stopping the storefront and the emulator');
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
console.log(`› starting the emulator (the first run seeds ${dataIn}, which takes a little while)`);
const emulator = startChild(
  process.execPath,
  [
    'packages/emulator/dist/cli.js',
    'start',
    ...(process.env.DATABASE_URL ? [] : ['--data', '.data/emulator']),
    '--port',
    String(emulatorPort),
  ],
  { cwd: root },
);
try {
  await waitFor(emulatorReadyUrl(emulatorUrl), emulator, 'the emulator');
  console.log('› starting the storefront');
  const storefront = startChild(
    join(root, 'examples/storefront/node_modules/.bin/next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(storefrontPort)],
    { cwd: join(root, 'examples/storefront'), env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulatorUrl } },
  );
  await waitFor(storefrontUrl, storefront, 'the storefront');
} catch (error) {
  console.error(`✗ ${error.message}`);
  await stop(1);
}

const { DEMO_CUSTOMERS } = await import(pathToFileURL(join(root, 'packages/emulator/dist/index.js')).href);
console.log(`
  Bookshop storefront  ${storefrontUrl}
  Service emulator     ${emulatorUrl}   (data in ${dataIn})

  Demo logins:
${DEMO_CUSTOMERS.map((c) => `    ${c.kind.padEnd(6)} ${c.email.padEnd(30)} ${c.password}   member no. ${c.customerNumber}`).join('\n')}

  Press Ctrl-C to stop.
`);
for (const child of children) child.once('exit', (code) => stopping || stop(code ?? 1));
