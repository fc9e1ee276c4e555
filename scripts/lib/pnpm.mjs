// Finds or installs the pinned pnpm, so a machine with only Node and npm can run the workspace.
// corepack is avoided on purpose: its registry signature checks fail on our machines.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { root } from './paths.mjs';

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

function globalPnpmVersion() {
  try {
    return execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Absolute path of a pnpm binary of the pinned major version, installing one under .cache/ if needed. */
export function ensurePnpm() {
  const found = globalPnpmVersion();
  if (found && found.split('.')[0] === pinned.split('.')[0]) return 'pnpm';
  const prefix = join(root, '.cache', 'pnpm');
  const bin = join(prefix, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(bin)) {
    console.log(`› installing pnpm ${pinned} into .cache/pnpm (no global pnpm ${pinned.split('.')[0]}.x found)`);
    execFileSync(
      'npm',
      ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${pinned}`],
      {
        stdio: 'inherit',
      },
    );
  }
  // Scripts that pnpm runs call `pnpm` again, so the binary's folder goes on PATH for every child.
  process.env.PATH = `${dirname(bin)}:${process.env.PATH}`;
  return bin;
}
