// Load through the front: the anonymous browsing pages (listings, searches, product pages: mixed URLs) and the search
// box's autocomplete API, requested through nginx before `next start` as shoppers reach them, beside the same pages'
// HTML saved as files and served by the same front (the "static-file speed" of DESIGN.md's Front details). Prints,
// at 1 and at 50 connections: requests/s, p50, p99, errors, bytes per answer, the share of the files' throughput, how
// many answers came from the front's cache and their latencies apart from the misses'; then a stampede on one
// uncached page and what one render costs; last, the same misses and product mix through the front over two instances
// (one redis-server between them, as in production) beside one. Figures only: nothing here passes or fails (the
// targets are in DESIGN.md's Budgets: 0 errors, p99 ≤ 1 s at 50 connections, pages ≥ 0.5× the file). bench/README.md
// explains each line.
//
// Run from the repository root after building; it builds nothing itself:
//   pnpm build
//   pnpm bench:load [--duration 60] [--connections 50] [--products 600] [--build .next]
//                   [--route listing|search|product|autocomplete] [--pin off] [--instances off]
//
// How it measures
// - An in-memory emulator (seed 11, its own process), `next start` of `examples/storefront/<--build>` and the front
//   (nginx, the shipped config with fresh secrets and a fresh cache in a temporary folder), on free loopback ports;
//   all three are stopped at the end, on failure and on Ctrl-C. Nothing leaves loopback.
// - With taskset and two cores, the servers share CPU 1 and this process (the load generator, autocannon in its
//   main thread) has CPU 0, so generating load does not take time from the servers it measures (`--pin off`: not).
// - Before each run it waits for Next to finish the requests the run before left in flight.
// - Requests carry no cookies and ask for gzip, as a browser's first visit does; each connection takes the next URL
//   of its mix, so the mix is spread over the run. The front's cache starts empty.
// - Errors are connection errors, timeouts (10 s) and answers other than 2xx, counted together, out of the requests
//   sent (answered or not).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { FRONT_SECRET_HEADER } from '../scripts/lib/front.mjs';
import { cpuMs } from './storefront/cpus';
import {
  type CacheOutcome,
  cacheOutcome,
  type LoadFigures,
  loadThroughFront,
  percentile,
} from './storefront/frontLoad';
import { type FrontSite, withFrontSite } from './storefront/frontSite';
import { type LoadUrls, loadUrls } from './storefront/loadUrls';

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
/** `--pin off` leaves the processes where the kernel puts them (a machine busy with other work may serve better so). */
const PIN = option('pin', 'on') !== 'off';
/** `--instances off` leaves out the comparison of one instance with two behind the front. */
const SCALE_OUT = option('instances', 'on') !== 'off';
/** A parameter the front does not know: the page passes it uncached, so every request is a render (a miss). */
const UNCACHED = 'utm_source=bench';
/** Product pages never requested before the render-cost pass; one more is the stampede's. */
const RENDER_SAMPLES = 20;
const MIXES = ['listing', 'search', 'product', 'autocomplete'] as const;
type Mix = (typeof MIXES)[number];

interface Measured {
  figures: LoadFigures;
  /** CPU time Next spent during the run, ms. */
  nextCpuMs: number;
}

/** CPU time every instance of Next has used, ms. */
const nextCpu = (site: FrontSite) => site.pids.next.reduce((total, pid) => total + cpuMs(pid), 0);

const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The headers the front sends Next for an anonymous visitor, so Next renders the page as the front would cache it. */
function asTheFrontAsks(site: FrontSite) {
  return {
    [FRONT_SECRET_HEADER]: site.secrets.secret,
    cookie: 'currency=; bookshop_kiosk=0',
    'accept-encoding': 'identity',
  };
}

/**
 * Saves each mix's first page as Next renders it for the front (placeholder nonce included) into the folder the
 * front serves at `/__bench/`; answers the files' paths there, with their sizes.
 */
async function saveStaticCopies(site: FrontSite, urls: LoadUrls) {
  const saved: { path: string; bytes: number }[] = [];
  for (const [name, path] of [
    ['listing', urls.listing[0]],
    ['search', urls.search[0]],
    ['product', urls.product[0]],
  ] as const) {
    const response = await fetch(new URL(path as string, site.nextUrl), { headers: asTheFrontAsks(site) });
    const html = await response.text();
    if (!response.ok || !html.includes(site.secrets.nonce)) {
      throw new Error(`${path} answered ${response.status} without the placeholder nonce: no static copy`);
    }
    writeFileSync(join(site.benchDir, `${name}.html`), html);
    saved.push({ path: `/__bench/${name}.html`, bytes: Buffer.byteLength(html) });
  }
  return saved;
}

/**
 * Keeps the listing URLs that Next answers with 200 (a page past a category's end redirects), asked directly so the
 * front's cache stays empty; four at a time.
 */
async function answering(site: FrontSite, paths: string[]): Promise<string[]> {
  const ok = new Set<string>();
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetch(new URL(path, site.nextUrl), { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) ok.add(path);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return paths.filter((path) => ok.has(path));
}

/**
 * Waits until Next has finished what the run before left it (autocannon stops sending at the deadline; renders it
 * started go on): until Next uses under 5% of a core for a second, 120 s at most. Answers the seconds waited.
 */
async function settle(site: FrontSite): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = nextCpu(site);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const waited = (performance.now() - started) / 1000;
    if (nextCpu(site) - before < 50 || waited > 120) return waited;
  }
}

async function measure(site: FrontSite, paths: readonly string[], connections: number): Promise<Measured> {
  const settled = await settle(site);
  if (settled > 1.5) console.log(`    (waited ${settled.toFixed(0)} s for Next to finish the last run's requests)`);
  const before = nextCpu(site);
  const figures = await loadThroughFront(site.frontUrl, { paths, connections, duration: DURATION });
  return { figures, nextCpuMs: nextCpu(site) - before };
}

/** One request through the front, timed to its last byte. */
async function timedGet(site: FrontSite, path: string) {
  const started = performance.now();
  const response = await fetch(new URL(path, site.frontUrl), { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return {
    ms: performance.now() - started,
    ok: response.ok,
    outcome: cacheOutcome(response.headers.get('x-cache-status') ?? undefined),
  };
}

/**
 * What a render costs: pages never asked for before, requested one at a time through the front (each a miss), with
 * the CPU time Next and the emulator spent on them.
 */
async function renderCost(site: FrontSite, paths: string[]) {
  const cpu = () => ({ next: nextCpu(site), emulator: cpuMs(site.pids.emulator) });
  const before = cpu();
  const answers = [];
  for (const path of paths) answers.push(await timedGet(site, path));
  const after = cpu();
  const times = answers.map((answer) => answer.ms);
  return {
    count: answers.length,
    misses: answers.filter((answer) => answer.outcome === 'miss').length,
    failed: answers.filter((answer) => !answer.ok).length,
    p50: percentile(times, 50),
    max: Math.max(...times),
    nextCpuMs: (after.next - before.next) / answers.length,
    emulatorCpuMs: (after.emulator - before.emulator) / answers.length,
  };
}

/** `CONNECTIONS` connections asking at once for one page nobody asked for before, twice each. */
async function stampede(site: FrontSite, path: string) {
  const started = performance.now();
  const figures = await loadThroughFront(site.frontUrl, {
    paths: [path],
    connections: CONNECTIONS,
    amount: CONNECTIONS * 2,
    // Above the front's cache-lock timeout (30 s), so a request held by the lock is answered, not cut off.
    timeoutS: 40,
    limitS: 90,
  });
  return { figures, seconds: (performance.now() - started) / 1000 };
}

function printTable(rows: string[][]) {
  const widths = (rows[0] as string[]).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

/** The cache's share of the answers and each kind's p50/p99; "–" where the front does not cache the path. */
function cacheCells({ outcomes }: LoadFigures) {
  const cached = outcomes.hit.length + outcomes.miss.length;
  const latencies = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))}`;
  if (cached === 0) return ['–', '–', '–'];
  return [
    `${((outcomes.hit.length / cached) * 100).toFixed(1)}% (${outcomes.hit.length}/${cached})`,
    latencies(outcomes.hit),
    latencies(outcomes.miss),
  ];
}

function runCells({ figures, nextCpuMs }: Measured, reference: Measured | undefined) {
  return [
    figures.rps.toFixed(1),
    `${figures.p50}`,
    `${figures.p99}`,
    `${figures.errors}/${figures.sent}${figures.timeouts ? ` (${figures.timeouts} timeouts)` : ''}`,
    kB(figures.bytesPerResponse),
    reference ? (figures.rps / reference.figures.rps).toFixed(2) : '',
    ...cacheCells(figures),
    (nextCpuMs / 1000).toFixed(1),
  ];
}

function printResults(results: Map<string, { one: Measured; many: Measured }>) {
  const reference = results.get('static');
  printTable([
    [
      'path',
      'conns',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'errors/sent',
      'bytes/answer',
      '× static',
      'hits',
      'hit p50/p99',
      'miss p50/p99',
      'Next CPU s',
    ],
    ...[...results].flatMap(([name, { one, many }]) => [
      [name, '1', ...runCells(one, reference?.one)],
      ['', `${CONNECTIONS}`, ...runCells(many, reference?.many)],
    ]),
  ]);
}

const outcomeCount = (figures: LoadFigures, outcome: CacheOutcome) => figures.outcomes[outcome].length;

/** The scale-out comparison's mixes: product pages the front passes uncached (each a render), and the product mix. */
const scaleOutMixes = (products: string[]): [string, string[]][] => [
  ['misses', products.map((path) => `${path}${path.includes('?') ? '&' : '?'}${UNCACHED}`)],
  ['product', products],
];

/** The scale-out mixes at 1 and `CONNECTIONS` connections on one site. */
async function measureScaleOut(site: FrontSite, products: string[]) {
  const results = new Map<string, { one: Measured; many: Measured }>();
  for (const [name, paths] of scaleOutMixes(products)) {
    results.set(name, { one: await measure(site, paths, 1), many: await measure(site, paths, CONNECTIONS) });
  }
  return results;
}

function printScaleOut(byInstances: Map<number, Map<string, { one: Measured; many: Measured }>>) {
  const single = byInstances.get(1);
  console.log(
    `
scale-out (fresh front caches; "× 1 instance": against the one-instance line; Next CPU summed over the instances):`,
  );
  printTable([
    [
      'mix',
      'instances',
      'conns',
      'requests/s',
      'p50 ms',
      'p99 ms',
      'errors/sent',
      'bytes/answer',
      '× 1 instance',
      'Next CPU s',
    ],
    ...[...byInstances].flatMap(([instances, results]) =>
      [...results].flatMap(([name, { one, many }]) =>
        (
          [
            ['1', one, single?.get(name)?.one],
            [`${CONNECTIONS}`, many, single?.get(name)?.many],
          ] as const
        ).map(([connections, run, reference]) => [
          name,
          `${instances}`,
          connections,
          ...runCells(run, reference).filter((_, column) => column < 6 || column === 9),
        ]),
      ),
    ),
  ]);
}

async function main(site: FrontSite) {
  const urls = await loadUrls(site.emulatorUrl, RENDER_SAMPLES + 1);
  const listing = await answering(site, urls.listing);
  const dropped = urls.listing.length - listing.length;
  const mixes: Record<Mix, string[]> = { ...urls, listing };
  const saved = await saveStaticCopies(site, { ...urls, listing });
  const chosen = MIXES.filter((mix) => !ONLY || mix === ONLY);

  console.log(
    `build: examples/storefront/${BUILD}; ${PRODUCTS} products (emulator, seed 11); ${DURATION} s per run, ` +
      `1 and ${CONNECTIONS} connections; ${site.placement}; load average before: ${load1()}`,
  );
  console.log(
    `mixes: ${listing.length} listing URLs${dropped ? ` (${dropped} not answering 200 left out)` : ''}, ` +
      `${mixes.search.length} searches, ${mixes.product.length} product pages, ${mixes.autocomplete.length} ` +
      `autocomplete texts; static: ${saved.map(({ path, bytes }) => `${path} (${kB(bytes)} raw)`).join(', ')}`,
  );

  const results = new Map<string, { one: Measured; many: Measured }>();
  for (const [name, paths] of [['static', saved.map(({ path }) => path)], ...chosen.map((mix) => [mix, mixes[mix]])]) {
    const one = await measure(site, paths as string[], 1);
    const many = await measure(site, paths as string[], CONNECTIONS);
    results.set(name as string, { one, many });
    console.log(
      `  ${name}: ${one.figures.rps.toFixed(1)} and ${many.figures.rps.toFixed(1)} requests/s ` +
        `(load average ${load1()})`,
    );
  }
  console.log();
  printResults(results);

  await settle(site);
  const cost = await renderCost(site, urls.unrequested.slice(0, RENDER_SAMPLES));
  console.log(
    `\nrender cost (${cost.count} product pages never asked for, one at a time; ${cost.misses} misses, ` +
      `${cost.failed} failed): p50 ${ms(cost.p50)} ms, max ${ms(cost.max)} ms; CPU per render: Next ` +
      `${cost.nextCpuMs.toFixed(0)} ms, emulator ${cost.emulatorCpuMs.toFixed(0)} ms`,
  );

  await settle(site);
  const crowd = await stampede(site, urls.unrequested.at(-1) as string);
  const { figures } = crowd;
  console.log(
    `stampede (${CONNECTIONS} connections, ${CONNECTIONS * 2} requests for one uncached page, in ` +
      `${crowd.seconds.toFixed(1)} s): renders reaching Next ${outcomeCount(figures, 'miss')}, served from the ` +
      `cache ${outcomeCount(figures, 'hit')}, errors ${figures.errors}/${figures.sent} (${figures.timeouts} timeouts), p50 ${figures.p50} ms, ` +
      `p99 ${figures.p99} ms`,
  );
  console.log(`\nload average after: ${load1()} (2 cores: above 2 the figures mostly measure the machine)`);
  if (!SCALE_OUT) return undefined;
  // On a fresh front, so the product mix starts as cold as it will on two instances.
  return { products: mixes.product };
}

const first = await withFrontSite({ products: PRODUCTS, build: BUILD, pin: PIN }, main);
if (first) {
  const byInstances = new Map<number, Map<string, { one: Measured; many: Measured }>>();
  for (const instances of [1, 2]) {
    const site = { products: PRODUCTS, build: BUILD, pin: PIN, instances };
    byInstances.set(
      instances,
      await withFrontSite(site, async (running) => {
        await settle(running);
        return measureScaleOut(running, first.products);
      }),
    );
  }
  printScaleOut(byInstances);
}
