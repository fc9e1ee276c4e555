// `npm test`: install and build like `npm start`, make sure Debian's Chromium, PostgreSQL server, nginx and
// redis-server are there, then run every check and test, and end with one line `N passed, N failed`. Each check
// (lint, types, packaging, docs) counts as one test; vitest and Playwright report their own counts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage } from './lib/debianPackage.mjs';
import { findNginx } from './lib/front.mjs';
import { root } from './lib/paths.mjs';
import { ensurePostgresServer } from './lib/postgresServer.mjs';
import { ensureRedisServer } from './lib/redisServer.mjs';
import { run } from './lib/run.mjs';
import { createSteps } from './lib/steps.mjs';
import { build, install, pnpm } from './lib/workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = (name) => join(root, 'node_modules/.bin', name);

const ensureChromium = () =>
  ensureDebianPackage({
    name: 'chromium',
    purpose: 'the browser tests',
    present: () => existsSync(CHROMIUM),
    otherwise: 'or set CHROMIUM_PATH to an installed Chromium',
  });

// The emulator's tests on a real PostgreSQL server need initdb, pg_ctl and postgres (on PATH, or where Debian puts
// them); BOOKSHOP_SKIP_POSTGRES=1 skips those tests instead.
const ensurePostgres = () =>
  process.env.BOOKSHOP_SKIP_POSTGRES === '1' ||
  ensurePostgresServer({
    purpose: "the emulator's tests on a real PostgreSQL server",
    otherwise: 'or set BOOKSHOP_SKIP_POSTGRES=1 to skip those tests',
  });

// The front's own tests and the browser tests through it run Debian's nginx.
const ensureNginx = () =>
  ensureDebianPackage({
    name: 'nginx',
    purpose: 'the tests of the front before the storefront',
    present: () => findNginx() !== undefined,
    otherwise: 'the front is what production runs, so its tests are not skipped',
  });

const steps = createSteps({ logFile: join(root, '.data/logs/test-setup.log') });
await install(steps);
await build(steps);
ensureChromium();
ensurePostgres();
ensureNginx();
ensureRedisServer();

const results = { passed: 0, failed: 0 };
const failures = [];
const check = async (name, command, args, options) => {
  console.log(`\n› ${name}`);
  const code = await run(command, args, options);
  if (code === 0) results.passed++;
  else {
    results.failed++;
    failures.push(name);
  }
  return code;
};

await check('lint and format (biome)', bin('biome'), ['ci', '.']);
await check('type check', pnpm(), ['-r', 'typecheck']);
await check('package exports (publint, arethetypeswrong)', pnpm(), ['-r', 'check:package']);
await check('packages pack for publishing', process.execPath, ['scripts/check-pack.mjs']);
await check('API reference builds (typedoc)', bin('typedoc'), ['--emit', 'none']);
// Reads the storefront build that `build()` made above and the end-to-end tests start: no second build.
await check('first-load JS within budget (framework floor + the site’s own)', process.execPath, [
  'scripts/check-first-load.mjs',
]);
// The same build in Debian's Chromium: the client component instances and effects a page's load mounts (counts, not
// timings), against the check's own emulator and `next start`, which it stops.
await check(
  'main-thread work at load within budget (client components, effects)',
  process.execPath,
  ['scripts/check-main-thread.mjs'],
  { env: { ...process.env, CHROMIUM_PATH: CHROMIUM } },
);

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
};

console.log('\n› unit and integration tests (vitest, with coverage)');
rmSync(join(root, '.cache/vitest.json'), { force: true });
const vitestCode = await run(bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.cache/vitest.json',
]);
const vitest = readJson('.cache/vitest.json');
if (vitest) {
  results.passed += vitest.numPassedTests;
  results.failed += vitest.numFailedTests;
  if (vitest.numFailedTests) failures.push(`${vitest.numFailedTests} vitest test(s)`);
  // Tests all green but a non-zero exit means the coverage thresholds were missed.
  if (vitestCode !== 0 && vitest.numFailedTests === 0) {
    results.failed++;
    failures.push('coverage thresholds (100% of the SDK rules and validation)');
  } else if (vitestCode === 0) results.passed++;
} else {
  results.failed++;
  failures.push('vitest did not report');
}

console.log('\n› end-to-end tests (Playwright, Debian Chromium)');
rmSync(join(root, '.cache/playwright.json'), { force: true });
const e2eCode = await run(pnpm(), ['--filter', 'storefront', 'test:e2e'], {
  env: { ...process.env, CI: 'true', CHROMIUM_PATH: CHROMIUM },
});
const playwright = readJson('.cache/playwright.json');
if (playwright?.stats) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats;
  results.passed += expected + flaky;
  results.failed += unexpected;
  if (unexpected) failures.push(`${unexpected} end-to-end test(s)`);
  if (e2eCode !== 0 && !unexpected) {
    results.failed++;
    failures.push('Playwright run (setup or teardown failed)');
  }
} else {
  results.failed++;
  failures.push('Playwright did not report');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
