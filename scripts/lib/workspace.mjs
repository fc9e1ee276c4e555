// The steps both set-up commands share: pinned pnpm, a frozen install, and a build that is skipped when nothing
// it reads has changed since the last one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './paths.mjs';
import { ensurePnpm } from './pnpm.mjs';
import { buildProgress, installProgress } from './steps.mjs';

// Telemetry stays off everywhere: nothing may call the internet at build or run time.
process.env.NEXT_TELEMETRY_DISABLED = '1';

export const pnpm = () => ensurePnpm();

/** @param {ReturnType<typeof import('./steps.mjs').createSteps>} steps */
export async function install(steps) {
  await steps.step('Installing dependencies', pnpm(), ['install', '--frozen-lockfile', '--prefer-offline'], {
    progress: installProgress,
    summary: (output) => {
      const count = /Packages: \+(\d+)/.exec(output)?.[1];
      return count ? `${count} packages` : /Already up to date/.test(output) ? 'up to date' : undefined;
    },
  });
}

const SKIP = new Set([
  'node_modules',
  'dist',
  '.next',
  '.data',
  '.cache',
  'coverage',
  'test-results',
  'playwright-report',
  '.turbo',
]);
const BUILD_INPUTS = ['packages', 'examples', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const BUILD_OUTPUTS = [
  'packages/sdk/dist/index.js',
  'packages/react/dist/index.js',
  'packages/emulator/dist/cli.js',
  'examples/storefront/.next/BUILD_ID',
];

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) yield path;
  else if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      if (
        !SKIP.has(entry) &&
        !entry.startsWith('.next-') &&
        !entry.endsWith('.tsbuildinfo') &&
        entry !== 'next-env.d.ts'
      )
        yield* files(join(path, entry));
    }
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds every package and the site, unless the sources are unchanged since the last successful build.
 *
 * @param {ReturnType<typeof import('./steps.mjs').createSteps>} steps
 */
export async function build(steps) {
  const stamp = join(root, '.cache', 'build.sha256');
  const current = sourceHash();
  const fresh =
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === current &&
    BUILD_OUTPUTS.every((output) => existsSync(join(root, output)));
  if (fresh) {
    steps.skipped('Build is up to date');
    return;
  }
  await steps.step('Building the packages and the storefront', pnpm(), ['run', 'build'], { progress: buildProgress });
  mkdirSync(join(root, '.cache'), { recursive: true });
  writeFileSync(stamp, current);
}

/**
 * Builds the site once more into its own folder of examples/storefront (`distDir`) with a release's identity in `env`
 * (Next reads NEXT_DEPLOYMENT_ID and the Server Actions key at build as well as at start), unless that folder already
 * holds a build of these sources with this identity. Its own folder, so the build `npm start` and the tests serve is
 * never one made with an identity they do not set. Run after {@link build}: the packages come from there.
 *
 * @param {ReturnType<typeof import('./steps.mjs').createSteps>} steps
 * @param {{ distDir: string, env: Record<string, string> }} release
 */
export async function buildRelease(steps, { distDir, env }) {
  const site = join(root, 'examples/storefront');
  const stamp = join(site, distDir, 'release.sha256');
  const identity = createHash('sha256').update(sourceHash()).update(JSON.stringify(env)).digest('hex');
  if (existsSync(join(site, distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === identity) {
    steps.skipped(`Release build in examples/storefront/${distDir} is up to date`);
    return;
  }
  await steps.step(
    `Building the storefront's release into examples/storefront/${distDir}`,
    pnpm(),
    ['exec', 'next', 'build'],
    {
      cwd: site,
      env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
      progress: buildProgress,
    },
  );
  writeFileSync(stamp, identity);
}
