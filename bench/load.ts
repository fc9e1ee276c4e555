// Prints, for the anonymous browsing paths (a listing, a search, a product page, the search box's autocomplete API)
// and a static file served by the same Next server, requests/s, p50, p99 and errors at 1 and at 50 connections, and
// each path's throughput as a share of the static file's at the same number of connections. Figures only: nothing
// here passes or fails (the targets are in DESIGN.md's Budgets: 0 errors, p99 ≤ 1 s at 50, pages ≥ 0.5× static).
//
// Run from the repository root after building; it builds nothing itself:
//   pnpm build
//   pnpm bench:load [--duration 60] [--connections 50] [--products 600] [--build .next] [--route PATH|product]
//
// How it measures
// - It starts its own in-memory emulator (seed 11) and `next start` of `examples/storefront/<--build>` (default
//   `.next`, the build `pnpm build` makes; `NEXT_DIST_DIR` also names it) on free loopback ports, and stops both at
//   the end. Nothing leaves loopback.
// - autocannon runs in a worker thread: the emulator lives in this process's event loop, and a load generator
//   sharing it would slow the services the pages call and be counted as the site's latency.
// - Each path is loaded once before its runs (its caches filled, as on a site that has been up a minute), then run at
//   1 connection and at `--connections` for `--duration` seconds each, one after the other: never two at once.
// - Requests carry no cookies: every request is a first visit (the site's shopper-id cookies are set each time), the
//   case a cache of anonymous browsing has to serve.
// - Errors are connection errors, timeouts (10 s) and answers other than 2xx, counted together, out of the requests
//   sent (answered or not).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { withBenchSite } from './storefront/benchSite';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const DURATION = Number(option('duration', '60'));
const CONNECTIONS = Number(option('connections', '50'));
const PRODUCTS = Number(option('products', '600'));
const BUILD = option('build', process.env.NEXT_DIST_DIR || '.next');
const ONLY = option('route', '');
/** A file in the site's `public/`, served by the same `next start`: what the server does with no rendering at all. */
const STATIC_FILE = '/images/missing-image.svg';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

async function load(url: string, connections: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: DURATION, timeout: 10, workers: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already include its timeouts; `requests.total` counts answers only.
    errors: result.errors + result.non2xx,
    requests: result.requests.total + result.errors,
  };
}

const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

function printTable(rows: string[][]) {
  const widths = (rows[0] as string[]).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

async function main(base: string, emulatorUrl: string) {
  const top = await (
    await fetch(
      `${emulatorUrl}/searchspring/api/search/search.json?siteId=bookshop&sort.sales_rank=desc&resultsPerPage=1`,
    )
  ).json();
  const product = `/product/${top.results[0].slug}`;
  // `--route product` is the best seller's page, whatever its slug; any other `--route` is measured as given.
  const chosen = ONLY === 'product' ? product : ONLY;
  const paths = chosen
    ? [STATIC_FILE, chosen]
    : [STATIC_FILE, '/category/bibles', '/search?q=grace', product, '/api/search/autocomplete?q=grace'];

  console.log(
    `build: examples/storefront/${BUILD}; ${PRODUCTS} products (emulator, seed 11); ${DURATION} s per run, ` +
      `1 and ${CONNECTIONS} connections; load average before: ${load1()}`,
  );
  const figures = new Map<string, { one: Figures; many: Figures }>();
  for (const path of paths) {
    const url = new URL(path, base).href;
    const warm = await fetch(url);
    if (!warm.ok) throw new Error(`${path} answered ${warm.status} before the run`);
    await warm.arrayBuffer();
    const one = await load(url, 1);
    const many = await load(url, CONNECTIONS);
    figures.set(path, { one, many });
    console.log(`  ${path}: ${one.rps.toFixed(1)} and ${many.rps.toFixed(1)} requests/s (load average ${load1()})`);
  }

  const staticFigures = figures.get(STATIC_FILE);
  const cells = (own: Figures, reference: Figures | undefined) => [
    own.rps.toFixed(1),
    `${own.p50}`,
    `${own.p99}`,
    `${own.errors}/${own.requests}`,
    reference ? (own.rps / reference.rps).toFixed(2) : '',
  ];
  const rows = [
    ['path', 'connections', 'requests/s', 'p50 ms', 'p99 ms', 'errors/sent', '× static'],
    ...[...figures].flatMap(([path, { one, many }]) => [
      [path, '1', ...cells(one, staticFigures?.one)],
      ['', `${CONNECTIONS}`, ...cells(many, staticFigures?.many)],
    ]),
  ];
  console.log();
  printTable(rows);
  console.log(`\nload average after: ${load1()} (2 cores: above 2 the figures mostly measure the machine)`);
}

await withBenchSite(PRODUCTS, main, BUILD);
