// `pnpm dev`: hot reload everywhere. The SDK and React packages rebuild on change, the emulator restarts on change
// (keeping its data in .data/emulator), and the storefront runs `next dev`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/paths.mjs';
import { build, install, pnpm } from './lib/workspace.mjs';

await install();
await build();

const emulatorUrl = `http://127.0.0.1:${process.env.EMULATOR_PORT ?? 4000}`;
const children = [
  spawn(pnpm(), ['--filter', '@bookshop/sdk', '--filter', '@bookshop/react', '--parallel', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(
    join(root, 'packages/emulator/node_modules/.bin/tsup'),
    [
      '--watch',
      '--onSuccess',
      // With DATABASE_URL set the CLI uses that PostgreSQL server rather than a data folder.
      `node dist/cli.js start ${process.env.DATABASE_URL ? '' : `--data ${join(root, '.data/emulator')} `}--port ${process.env.EMULATOR_PORT ?? 4000}`,
    ],
    { cwd: join(root, 'packages/emulator'), stdio: 'inherit' },
  ),
  spawn(pnpm(), ['--filter', 'storefront', 'run', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BOOKSHOP_EMULATOR_URL: emulatorUrl },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
