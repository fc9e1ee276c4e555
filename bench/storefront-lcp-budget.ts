// How much script the LCP target leaves room for. Serves a route's static copy (scripts removed) with one async
// script of N kB gzipped added to its head, as Next.js adds its own, and prints Lighthouse's mobile LCP (median of 3)
// for each N beside the bare copy's. The padding is a comment of random text: it costs download only, no parse or
// run time, so the figures are the floor that any framework's first-load JS of that size pays under Lantern's
// simulated slow 4G. Then the live page itself, as served and with its scripts added only one frame after its
// HTML is parsed (after its first paint; bench/storefront/pageScripts.ts), beside the same bare copy.
// Figures only: nothing here passes or fails.
//
// Run from the repository root after building the storefront into its own dist dir (as for bench/storefront.ts):
//   NEXT_DIST_DIR=.next-bench pnpm bench:lcp-budget [--route /search?q=grace]
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { root, withBenchSite } from './storefront/benchSite';
import { lighthouseRunner, medianFigures } from './storefront/lighthouseRun';
import { withoutScripts, withScriptsAfterFirstPaint } from './storefront/pageScripts';
import { staticCopyServer } from './storefront/servers';

const args = process.argv.slice(2);
const routeIndex = args.indexOf('--route');
const ROUTE = routeIndex >= 0 ? (args[routeIndex + 1] ?? '/search?q=grace') : '/search?q=grace';
const SIZES_KB = [0, 25, 50, 75, 100, 150];
const RUNS = 3;

/** Random base64 gzips to about its byte count over 1.33, so N kB of random bytes is about N kB gzipped. */
const padding = (kB: number) => `/*${randomBytes(kB * 1024).toString('base64')}*/`;

await withBenchSite(600, async (storefrontUrl) => {
  let copies: Awaited<ReturnType<typeof staticCopyServer>> | undefined;
  try {
    await fetch(new URL(ROUTE, storefrontUrl));
    const live = await (await fetch(new URL(ROUTE, storefrontUrl))).text();
    const html = withoutScripts(live);
    const pages = new Map<string, string>([
      ['/__live', live],
      ['/__after-paint', withScriptsAfterFirstPaint(live)],
    ]);
    const gzipped = new Map<number, number>();
    for (const kB of SIZES_KB) {
      const script = kB ? `<script async src="/__pad/${kB}.js"></script>` : '';
      pages.set(`/__copy/${kB}`, html.replace('</head>', `${script}</head>`));
      if (kB) {
        const body = padding(kB);
        pages.set(`/__pad/${kB}.js`, body);
        gzipped.set(kB, gzipSync(body, { level: 9 }).length);
      }
    }
    copies = await staticCopyServer(new URL(storefrontUrl), pages);
    const measure = await lighthouseRunner({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', root });
    console.log(`${ROUTE}: its static copy plus one async script; Lighthouse mobile, simulated, median of ${RUNS}\n`);
    console.log('script gz   LCP ms  LCP / bare copy');
    let bare = Number.NaN;
    for (const kB of SIZES_KB) {
      const { lcp } = await medianFigures(() => measure(`${copies?.url}/__copy/${kB}`), RUNS);
      if (!kB) bare = lcp;
      const size = `${((gzipped.get(kB) ?? 0) / 1024).toFixed(1)} kB`;
      console.log(`${size.padEnd(10)}  ${lcp.toFixed(0).padEnd(6)}  ${(lcp / bare).toFixed(2)}`);
    }
    console.log('\nThe live page (same HTML), as served and with its scripts added only after its first paint:\n');
    console.log('page               score  LCP ms  TBT ms  LCP / bare copy');
    for (const [name, path] of [
      ['as served', '/__live'],
      ['after first paint', '/__after-paint'],
    ] as const) {
      const figures = await medianFigures(() => measure(`${copies?.url}${path}`), RUNS);
      console.log(
        `${name.padEnd(17)}  ${String(figures.score).padEnd(5)}  ${figures.lcp.toFixed(0).padEnd(6)}  ` +
          `${figures.tbt.toFixed(0).padEnd(6)}  ${(figures.lcp / bare).toFixed(2)}`,
      );
    }
  } finally {
    copies?.server.close();
  }
});
