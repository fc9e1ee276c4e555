// Prints the browser cost of the SDK beside the official clients it replaces: each entry is bundled with esbuild
// (minified, ESM, browser platform) and gzipped. Figures only; nothing here passes or fails.
// Run: pnpm bench:sdk-size (builds nothing; bundles from source and node_modules). The "from dist" figure bundles
// the built package through its `exports`, as an app does, so it needs `pnpm --filter @bookshop/sdk build` first.
// `pnpm bench:sdk-size --breakdown` also lists where the SDK entries' minified bytes go, per module (a package in
// node_modules, or a file of the SDK), from esbuild's metafile.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

const entries: Record<string, string> = {
  '@bookshop/sdk (full client)': `
    import { createBookshop, emulatorServices } from './packages/sdk/src/index.ts';
    const bookshop = createBookshop(emulatorServices('http://127.0.0.1:4000'));
    window.bookshop = bookshop;`,
  '@bookshop/sdk/search (the search client alone)': `
    import { createSearch } from './packages/sdk/src/search.ts';
    window.search = createSearch({ searchspring: { baseUrl: 'http://127.0.0.1:4000/searchspring', siteId: 'bookshop' } });`,
  '@bookshop/sdk/commerce (the commerce clients alone)': `
    import { createCommerce } from './packages/sdk/src/commerce.ts';
    window.commerce = createCommerce({});`,
  '@bookshop/sdk/rules (rules only)': `
    import * as rules from './packages/sdk/src/rules.ts';
    window.rules = rules;`,
  '@bookshop/sdk/rules (a listing page: price, availability, URL)': `
    import { effectiveAvailability, priceDisplay, searchStateFromUrl } from './packages/sdk/src/rules.ts';
    window.rules = { effectiveAvailability, priceDisplay, searchStateFromUrl };`,
  '@bookshop/sdk/rules (a form: loginSchema)': `
    import { loginSchema } from './packages/sdk/src/rules.ts';
    window.loginSchema = loginSchema;`,
  '@bookshop/sdk/rules from dist (one rule: priceDisplay)': `
    import { priceDisplay } from '@bookshop/sdk/rules';
    window.priceDisplay = priceDisplay;`,
  '@commercetools/platform-sdk + @commercetools/ts-client': `
    import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
    import { ClientBuilder } from '@commercetools/ts-client';
    const client = new ClientBuilder().withProjectKey('bookshop').withHttpMiddleware({ host: 'http://127.0.0.1:4000', httpClient: fetch }).build();
    window.api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'bookshop' });`,
  '@searchspring/snap-client': `
    import { Client } from '@searchspring/snap-client';
    window.snap = new Client({ siteId: 'bookshop' });`,
};
const breakdownOf = [
  '@bookshop/sdk (full client)',
  '@bookshop/sdk/search (the search client alone)',
  '@bookshop/sdk/commerce (the commerce clients alone)',
  '@bookshop/sdk/rules (rules only)',
];
// Bundled from the SDK's folder, where `@bookshop/sdk` names the package itself and resolves to its built dist.
const fromDist = new Set(['@bookshop/sdk/rules from dist (one rule: priceDisplay)']);
const showBreakdown = process.argv.includes('--breakdown');
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** The module a bundled input counts towards: its package in node_modules, or its path in the repository. */
function moduleOf(input: string): string {
  const parts = input.split('node_modules/');
  const inPackage = parts[parts.length - 1];
  if (parts.length === 1 || !inPackage) return input;
  const [scopeOrName = '', name = '', ...rest] = inPackage.split('/');
  const pkg = scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  // A package's top folders (zod's v4/core, v4/mini) say more than the package alone.
  const folders = (scopeOrName.startsWith('@') ? rest : [name, ...rest]).slice(0, -1).slice(0, 2);
  return [pkg, ...folders].join('/');
}

function printBreakdown(metafile: Metafile, total: number): void {
  const output = Object.values(metafile.outputs)[0];
  const perModule = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name = moduleOf(input);
    perModule.set(name, (perModule.get(name) ?? 0) + bytesInOutput);
  }
  const rows = [...perModule].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
  for (const [name, bytes] of rows.slice(0, 30)) {
    console.log(
      `    ${name.padEnd(70)} ${kB(bytes).padStart(7)} kB min ${((bytes / total) * 100).toFixed(1).padStart(5)}%`,
    );
  }
  if (rows.length > 30) console.log(`    … ${rows.length - 30} more modules`);
}

const sizes: Record<string, number> = {};
for (const [name, contents] of Object.entries(entries)) {
  try {
    const result = await build({
      stdin: {
        contents,
        resolveDir: fromDist.has(name) ? join(process.cwd(), 'packages/sdk') : process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      metafile: true,
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    sizes[name] = gzipSync(code, { level: 9 }).length;
    console.log(`${name.padEnd(64)} ${kB(code.length).padStart(8)} kB min ${kB(sizes[name]).padStart(7)} kB gz`);
    if (showBreakdown && breakdownOf.includes(name)) printBreakdown(result.metafile, code.length);
  } catch (error) {
    console.log(`${name.padEnd(64)} could not be bundled: ${(error as Error).message.split('\n')[0]}`);
  }
}

const full = sizes['@bookshop/sdk (full client)'];
const rules = sizes['@bookshop/sdk/rules (rules only)'];
const official = sizes['@commercetools/platform-sdk + @commercetools/ts-client'];
const snap = sizes['@searchspring/snap-client'];
// The budgets `npm test` holds the built package to (packages/sdk/size-budget.json, kB gz).
const budgets = JSON.parse(readFileSync(join(process.cwd(), 'packages/sdk/size-budget.json'), 'utf8'));
const met = (size: number, limit: number) => (size <= limit * 1024 ? 'met' : `${kB(size - limit * 1024)} kB over`);
const against = (size: number, budget: number, target?: number) =>
  `${kB(size)} kB gz (budget ≤ ${budget} kB: ${met(size, budget)}` +
  (target === undefined ? ')' : `; target ≤ ${target} kB: ${met(size, target)})`);
if (full && official) console.log(`\nfull client vs commercetools clients: ${(full / official).toFixed(2)}×`);
if (full && official && snap)
  console.log(`full client vs commercetools + snap clients: ${(full / (official + snap)).toFixed(2)}×`);
if (full) console.log(`full client: ${against(full, budgets['full client'], budgets.$targets?.['full client'])}`);
for (const [name, label] of [
  ['@bookshop/sdk/search (the search client alone)', 'the search client alone'],
  ['@bookshop/sdk/commerce (the commerce clients alone)', 'the commerce clients alone'],
]) {
  const size = sizes[name as string];
  if (size) console.log(`${label}: ${against(size, budgets[label as string], budgets.$targets?.[label as string])}`);
}
if (rules) console.log(`rules only, everything: ${kB(rules)} kB gz`);
const listing = sizes['@bookshop/sdk/rules (a listing page: price, availability, URL)'];
if (listing) console.log(`rules only, a listing page's import: ${against(listing, budgets["a listing page's rules"])}`);
const form = sizes['@bookshop/sdk/rules (a form: loginSchema)'];
if (form) console.log(`rules only, a form's import (loginSchema): ${against(form, budgets["a form's schema"])}`);
const oneRule = sizes['@bookshop/sdk/rules from dist (one rule: priceDisplay)'];
if (oneRule) console.log(`built package, one rule (priceDisplay): ${kB(oneRule)} kB gz`);
