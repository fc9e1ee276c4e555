// `npm test`'s main-thread check (issue 35): loads `/`, a listing and a product page of the storefront's production
// build in Chromium as a new anonymous visitor and counts, from React's own commits, the client component instances
// the load leaves mounted and their effects (and prints the commits and component renders it took, which vary by a
// commit when responses arrive in a different order); fails when a page is over its budget in
// examples/storefront/main-thread-budget.json. Counts, not timings: the same build and data give the same figures on
// a fast machine or a loaded one (bench/README.md, "Main-thread work at load", shows 10 runs).
//
//   node scripts/check-main-thread.mjs [--runs N] [--top N] [--root DIR] [--json FILE]
//
// It starts its own in-memory emulator (seed 11, 600 products, as the e2e tests) and `next start` of the build the
// e2e tests start (NEXT_DIST_DIR, default .next), both on free loopback ports, and stops them whatever happens.
// `--runs` repeats every page and prints each run; `--root` measures another checkout's build (its own emulator and
// site, this script and budget), to compare with an older commit; `--json` writes each page's last run with the
// instances, effects and renders of every component name, for such a comparison.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { readClientManifest } from './lib/firstLoad.mjs';
import {
  clientModulePaths,
  countMountedComponents,
  installCommitRecorder,
  overBudget,
  parseBudget,
  topComponents,
} from './lib/mainThread.mjs';
import { root } from './lib/paths.mjs';
import { waitFor } from './lib/waitFor.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const RUNS = Number(option('runs', 1));
const TOP = Number(option('top', 15));
const checkout = resolve(option('root', root));
const JSON_FILE = option('json');
// Lighthouse's mobile screen: what renders at load can depend on the width (menus, carousels).
const VIEWPORT = { width: 412, height: 823 };
// Load is settled when the network has been idle and no commit has happened for this long, idle callbacks included.
const QUIET_MS = 1500;
const SETTLE_LIMIT_MS = 20_000;

const site = join(checkout, 'examples/storefront');
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(join(site, distDir, 'BUILD_ID'))) {
  console.error(`✗ no storefront build in ${join(site, distDir)}: run \`pnpm build\` first`);
  process.exit(1);
}
const budget = parseBudget(readFileSync(join(root, 'examples/storefront/main-thread-budget.json'), 'utf8'));
// Names for components that are a module's default export (next/link's Link), from every page's client manifest.
const manifests = [];
const findManifests = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) findManifests(path);
    else if (entry.name.endsWith('_client-reference-manifest.js')) manifests.push(readClientManifest(path));
  }
};
findManifests(join(site, distDir, 'server/app'));
const modulePaths = clientModulePaths(manifests);
const { chromium } = createRequire(join(root, 'examples/storefront/package.json'))('@playwright/test');

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** `next start` of the checkout's build with only the emulator configured; its output is kept for a failure. */
async function startSite(emulatorUrl) {
  const port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BOOKSHOP_')));
  const child = spawn(join(site, 'node_modules/.bin/next'), ['start', '--hostname', '127.0.0.1', '--port', `${port}`], {
    cwd: site,
    env: { ...env, BOOKSHOP_EMULATOR_URL: emulatorUrl, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (data) => {
    output = (output + data).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(url, child, 'next start');
  } catch (error) {
    child.kill('SIGTERM');
    console.error(output);
    throw error;
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Waits for the load to settle: network idle, then no commit for QUIET_MS with idle callbacks given their turn. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  const settled = await page.evaluate(
    async ({ quiet, limit }) => {
      const recorder = window.__mainThread;
      const started = performance.now();
      let commits = recorder.commits;
      let since = performance.now();
      while (performance.now() - started < limit) {
        await new Promise((done) => requestIdleCallback(done, { timeout: 200 }));
        await new Promise((done) => setTimeout(done, 100));
        if (recorder.commits !== commits) {
          commits = recorder.commits;
          since = performance.now();
        } else if (performance.now() - since >= quiet) return true;
      }
      return false;
    },
    { quiet: QUIET_MS, limit: SETTLE_LIMIT_MS },
  );
  await page.waitForLoadState('networkidle');
  return settled;
}

/** One load of `url` in a fresh context (a new anonymous visitor: no cookies, no storage). */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(installCommitRecorder);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const settled = await settle(page);
    const counts = await page.evaluate(
      `(${countMountedComponents})(window.__mainThread, ${JSON.stringify(modulePaths)})`,
    );
    if (!counts.components) throw new Error(`${url}: React reported no commits (is the hook installed first?)`);
    return { ...counts, settled, errors };
  } finally {
    await context.close();
  }
}

const { startEmulator } = await import(
  pathToFileURL(createRequire(join(site, 'package.json')).resolve('@bookshop/emulator')).href
);
const emulator = await startEmulator({ port: 0, database: 'memory', products: 600, seed: 11, log: () => {} });
let storefront;
let browser;
let over = 0;
const report = {};
try {
  storefront = await startSite(emulator.url);
  // The product page: the best seller of the seeded catalogue, as bench/lighthouse.ts picks it.
  const search = await fetch(
    `${emulator.url}/searchspring/api/search/search.json?siteId=bookshop&sort.sales_rank=desc&resultsPerPage=1`,
  );
  const product = (await search.json()).results[0];
  const pages = budget.map((page) => ({ ...page, url: page.path.replace('[slug]', product.slug) }));
  // Warm the server's caches (content, currency rate, search) as a site in use has them, as bench/lighthouse.ts does.
  for (const page of pages) await (await fetch(new URL(page.url, storefront.url))).arrayBuffer();

  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  console.log(
    `Main-thread work at load (${checkout === root ? 'this checkout' : checkout}, ${distDir}), ${RUNS} run(s):`,
  );
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, new URL(page.url, storefront.url).href));
    const last = runs.at(-1);
    const problems = overBudget(last, page);
    // Commits and renders are printed, not budgeted: how updates batch depends on when responses arrive.
    const figures = (r) =>
      `${r.components} component instances, ${r.effects} effects; ${r.commits} commits, ${r.renders} renders`;
    const line = `${page.label} (${page.url}): ${figures(last)} (budget ${page.components} instances${page.effects === undefined ? '' : `, ${page.effects} effects`})`;
    if (problems.length) {
      over++;
      console.error(`✗ ${line}: over budget: ${problems.join('; ')}`);
    } else console.log(`✓ ${line}`);
    if (RUNS > 1)
      for (const [index, r] of runs.entries())
        console.log(`    run ${index + 1}: ${figures(r)}${r.settled ? '' : ' (never quiet)'}`);
    if (!last.settled) console.log(`    commits went on past ${SETTLE_LIMIT_MS / 1000} s: counted as they stood`);
    for (const message of new Set(runs.flatMap((r) => r.errors))) console.log(`    page error: ${message}`);
    console.log(`    top ${TOP}: ${topComponents(last.byName, TOP).join(', ')}`);
    report[page.path] = { url: page.url, ...last };
  }
} finally {
  await browser?.close();
  storefront?.stop();
  await emulator.stop();
}
if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
process.exit(over ? 1 : 0);
