// `pnpm dev`: hot reload everywhere. The SDK and React packages rebuild on change, the emulator restarts on change
// (keeping its data in .data/emulator), and the storefront runs `next dev`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { createSteps } from './lib/steps.mjs';
import { emulatorReadyUrl, waitFor } from './lib/waitFor.mjs';
import { build, install, pnpm } from './lib/workspace.mjs';

const steps = createSteps({ logFile: join(root, '.data/logs/dev-setup.log') });
await install(steps);
await build(steps);

/**
 * `tsup --watch` in a package whose entries are a glob (one module per source file). tsup reads the glob once, so a
 * module added or deleted later would not be built until a restart: this restarts it when one appears or goes. The
 * folder is listed every second rather than watched: Node 20's recursive watcher on Linux loses a file once an
 * editor's save has renamed a copy over it, and then misses its deletion.
 */
function watchGlobEntries(name) {
  const src = join(root, 'packages', name, 'src');
  const listModules = () =>
    readdirSync(src, { recursive: true })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .sort()
      .join('\n');
  let modules = listModules();
  let child;
  const start = () => {
    child = spawn(join(src, '../node_modules/.bin/tsup'), ['--watch'], { cwd: join(src, '..'), stdio: 'inherit' });
  };
  let restarting = false;
  setInterval(() => {
    if (restarting) return;
    const now = listModules();
    if (now === modules) return;
    modules = now;
    console.log(`› ${name}: a module was added or removed, restarting its build`);
    if (child.exitCode !== null || child.signalCode !== null) return start();
    restarting = true;
    child.once('exit', () => {
      restarting = false;
      start();
    });
    child.kill('SIGTERM');
  }, 1000);
  start();
  return { kill: (signal) => child.kill(signal) };
}

const emulatorUrl = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 4000}`;
const emulator = spawn(
  join(root, 'packages/emulator/node_modules/.bin/tsup'),
  [
    '--watch',
    '--onSuccess',
    // With DATABASE_URL set the CLI uses that PostgreSQL server rather than a data folder.
    `node dist/cli.js start ${process.env.DATABASE_URL ? '' : `--data ${join(root, '.data/emulator')} `}--port ${process.env.EMULATOR_PORT ?? 4000}`,
  ],
  { cwd: join(root, 'packages/emulator'), stdio: 'inherit' },
);
const children = [watchGlobEntries('sdk'), watchGlobEntries('react'), emulator];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The storefront reads its content settings as it starts and stops without them, so it waits for the emulator.
await waitFor(emulatorReadyUrl(emulatorUrl), emulator, 'the emulator');
children.push(
  spawn(pnpm(), ['--filter', 'storefront', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulatorUrl },
  }),
);
