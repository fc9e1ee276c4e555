// Prints the browser cost of the SDK beside the official clients it replaces: each entry is bundled with esbuild
// (minified, ESM, browser platform) and gzipped. Figures only; nothing here passes or fails.
// Run: pnpm bench:sdk-size (builds nothing; bundles from source and node_modules).
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const entries: Record<string, string> = {
  '@bookshop/sdk (full client)': `
    import { createBookshop, emulatorServices } from './packages/sdk/src/index.ts';
    const bookshop = createBookshop(emulatorServices('http://127.0.0.1:4000'));
    window.bookshop = bookshop;`,
  '@bookshop/sdk/rules (rules only)': `
    import * as rules from './packages/sdk/src/rules/index.ts';
    window.rules = rules;`,
  '@bookshop/sdk/rules (a listing page: price, availability, URL)': `
    import { effectiveAvailability, priceDisplay, searchStateFromUrl } from './packages/sdk/src/rules/index.ts';
    window.rules = { effectiveAvailability, priceDisplay, searchStateFromUrl };`,
  '@commercetools/platform-sdk + @commercetools/ts-client': `
    import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
    import { ClientBuilder } from '@commercetools/ts-client';
    const client = new ClientBuilder().withProjectKey('bookshop').withHttpMiddleware({ host: 'http://127.0.0.1:4000', httpClient: fetch }).build();
    window.api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: 'bookshop' });`,
  '@searchspring/snap-client': `
    import { Client } from '@searchspring/snap-client';
    window.snap = new Client({ siteId: 'bookshop' });`,
};

const sizes: Record<string, number> = {};
for (const [name, contents] of Object.entries(entries)) {
  try {
    const result = await build({
      stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    sizes[name] = gzipSync(code, { level: 9 }).length;
    console.log(
      `${name.padEnd(58)} ${(code.length / 1024).toFixed(1).padStart(8)} kB min ${(sizes[name] / 1024).toFixed(1).padStart(7)} kB gz`,
    );
  } catch (error) {
    console.log(`${name.padEnd(58)} could not be bundled: ${(error as Error).message.split('\n')[0]}`);
  }
}

const full = sizes['@bookshop/sdk (full client)'];
const rules = sizes['@bookshop/sdk/rules (rules only)'];
const official = sizes['@commercetools/platform-sdk + @commercetools/ts-client'];
const snap = sizes['@searchspring/snap-client'];
if (full && official) console.log(`\nfull client vs commercetools clients: ${(full / official).toFixed(2)}×`);
if (full && official && snap)
  console.log(`full client vs commercetools + snap clients: ${(full / (official + snap)).toFixed(2)}×`);
if (full) console.log(`full client: ${(full / 1024).toFixed(1)} kB gz (target ≤ 10 kB)`);
if (rules) console.log(`rules only, everything: ${(rules / 1024).toFixed(1)} kB gz (target ≤ 3 kB)`);
const listing = sizes['@bookshop/sdk/rules (a listing page: price, availability, URL)'];
if (listing) console.log(`rules only, a listing page's import: ${(listing / 1024).toFixed(1)} kB gz`);
