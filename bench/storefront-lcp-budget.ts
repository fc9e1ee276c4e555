// How much script the LCP target leaves room for. Serves a route's static copy (scripts removed) with one async
// script of N kB gzipped added to its head, as Next.js adds its own, and prints Lighthouse's mobile LCP (median of 3)
// for each N beside the bare copy's. The padding is a comment of random text: it costs download only, no parse or
// run time, so the figures are the floor that any framework's first-load JS of that size pays under Lantern's
// simulated slow 4G. Figures only: nothing here passes or fails.
//
// Run from the repository root after building the storefront into its own dist dir (as for bench/storefront.ts):
//   NEXT_DIST_DIR=.next-bench pnpm bench:lcp-budget [--route /search?q=grace]
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { root, withBenchSite } from './storefront/benchSite';
import { lighthouseRunner, medianFigures } from './storefront/lighthouseRun';
import { withoutScripts } from './storefront/pageScripts';
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
    const html = withoutScripts(await (await fetch(new URL(ROUTE, storefrontUrl))).text());
    const pages = new Map<string, string>();
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
  } finally {
    copies?.server.close();
  }
});
