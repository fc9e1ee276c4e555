import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

export interface Figures {
  score: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  cls: number;
  /** What the largest paint was (Lighthouse's node label), and where its time went. */
  lcpElement: string;
  lcpPhases: LcpPhases;
  /** Requests the page made to anything but loopback (there should be none). */
  outside: string[];
  /** Lighthouse's measure of this machine's speed when the run started (BenchmarkIndex; 1,000–2,000 is a desktop). */
  benchmarkIndex: number;
  /** The LCP as the unthrottled load observed it, ms, and the scripts requested before it: Lantern puts every
   * request that starts before the observed LCP on the simulated paint's path. */
  observedLcp: number;
  scriptsBeforeLcp: number;
}

/** Lighthouse's split of the LCP time, ms: first byte, then the wait before the LCP resource loads, its load, the paint. */
export interface LcpPhases {
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
}

const PHASES: Record<string, keyof LcpPhases> = {
  TTFB: 'ttfb',
  'Load Delay': 'loadDelay',
  'Load Time': 'loadTime',
  'Render Delay': 'renderDelay',
};

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; selector?: string }; phase?: string; timing?: number }[] }[];
}

/** The LCP element audit holds two tables: the element, then the phases (a text LCP has no load phases: 0). */
function lcpBreakdown(details: LcpElementDetails | undefined): { lcpElement: string; lcpPhases: LcpPhases } {
  const [element, phases] = details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const lcpPhases: LcpPhases = { ttfb: 0, loadDelay: 0, loadTime: 0, renderDelay: 0 };
  for (const row of phases?.items ?? []) {
    const key = row.phase ? PHASES[row.phase] : undefined;
    if (key) lcpPhases[key] = row.timing ?? 0;
  }
  return { lcpElement: node?.selector ?? node?.nodeLabel ?? 'unknown', lcpPhases };
}

export interface LighthouseOptions {
  chromePath: string;
  /** The repository root, where lighthouse is a dev dependency. */
  root: string;
}

// Debian's Chromium as the bench always ran it; chrome-launcher adds its own defaults (no extensions, no default
// apps, no translate), which keep the browser quiet too. Without a GPU, Chromium's software compositor held a styled
// page's first frame back to about 1.27 or 2.27 s in most runs, headless or under a display alike, and Lantern then
// charged every script before that frame to the LCP (bench/README.md, "Paint holding"). Running the compositor's
// stages in turn before each draw shows the frame when the page has painted it, as a phone's GPU compositor does.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--run-all-compositor-stages-before-draw'];

type Lighthouse = typeof import('lighthouse').default;
// chrome-launcher is not a direct dependency, so its types are not resolvable from here: the part used, by hand.
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; logLevel: 'silent' }): Promise<{
    port: number;
    kill(): void;
  }>;
}

const LOOPBACK = /^(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?\//;

/**
 * Lighthouse 12 in Debian's Chromium: mobile form factor (Moto G Power screen), performance category only, simulated
 * throttling (Lighthouse's default and PageSpeed Insights' mode: the page loads unthrottled over loopback and Lantern
 * computes the metrics for slow 4G, 150 ms RTT and a 4× slower CPU, so another process briefly busy on this shared
 * machine moves the figures far less than real throttling would). One fresh Chromium per run.
 */
export async function lighthouseRunner({
  chromePath,
  root,
}: LighthouseOptions): Promise<(url: string, extraHeaders?: Record<string, string>) => Promise<Figures>> {
  const lighthouseEntry = createRequire(join(root, 'package.json')).resolve('lighthouse');
  const lighthouse = (await import(pathToFileURL(lighthouseEntry).href)).default as Lighthouse;
  // chrome-launcher is Lighthouse's own dependency: the one it was released with.
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  const { launch } = (await import(pathToFileURL(launcherEntry).href)) as ChromeLauncher;

  const runOnce = async (url: string, extraHeaders?: Record<string, string>): Promise<Figures> => {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        ...(extraHeaders ? { extraHeaders } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const requests = (
        lhr.audits['network-requests']?.details as
          | { items?: { url: string; resourceType?: string; networkRequestTime?: number }[] }
          | undefined
      )?.items;
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
      const observedLcp = observed?.observedLargestContentfulPaint ?? Number.NaN;
      const navigationStart = (requests ?? [])[0]?.networkRequestTime ?? 0;
      return {
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        ...lcpBreakdown(lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        observedLcp,
        scriptsBeforeLcp: (requests ?? []).filter(
          (request) =>
            request.resourceType === 'Script' && (request.networkRequestTime ?? 0) - navigationStart < observedLcp,
        ).length,
        outside: (requests ?? [])
          .map((request) => request.url)
          .filter((address) => !LOOPBACK.test(address) && !address.startsWith('data:')),
      };
    } finally {
      chrome.kill();
    }
  };
  // With the compositor's stages run in turn, about one load in 30 never drew a frame (Lighthouse's NO_FCP). Such a
  // load has no figures to give; it is said and loaded again, at most twice, rather than ending the whole bench.
  return async (url, extraHeaders) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(url, extraHeaders);
      } catch (error) {
        if (attempt > 2 || !String(error).includes('NO_FCP')) throw error;
        console.log(`  ${url}: no frame drawn (NO_FCP), loaded again`);
      }
    }
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Each figure's median over `runs` loads (figure by figure, as Lighthouse's own guidance on variance suggests);
 * `onRun` sees each run's figures as they come.
 */
export async function medianFigures(
  measure: () => Promise<Figures>,
  runs: number,
  onRun?: (figures: Figures, run: number) => void,
): Promise<Figures> {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await measure());
    onRun?.(results[run] as Figures, run);
  }
  return medianOf(results);
}

/** Figure by figure, the median of some runs' figures (at least one). */
export function medianOf(results: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => median(results.map(pick));
  return {
    score: of((figures) => figures.score),
    lcp: of((figures) => figures.lcp),
    tbt: of((figures) => figures.tbt),
    cls: of((figures) => figures.cls),
    // The element of the middle run by LCP; phases median by phase, like the figures.
    lcpElement: [...results].sort((a, b) => a.lcp - b.lcp)[Math.floor(results.length / 2)]?.lcpElement ?? 'unknown',
    lcpPhases: Object.fromEntries(
      Object.values(PHASES).map((phase) => [phase, of((figures) => figures.lcpPhases[phase])]),
    ) as unknown as LcpPhases,
    outside: [...new Set(results.flatMap((figures) => figures.outside))],
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
    observedLcp: of((figures) => figures.observedLcp),
    scriptsBeforeLcp: of((figures) => figures.scriptsBeforeLcp),
  };
}

/**
 * Before the bench ran the compositor's stages in turn (`CHROME_FLAGS`), Chromium here showed a page's first frame either
 * at a few hundred ms or held to about 1.27 or 2.27 s (bench/README.md, "Paint holding, or when Chromium first shows the
 * page"), and Lantern charged everything before a late frame to the LCP. A run is "early" when its first frame came
 * before this; the benches still count them, so a late frame coming back shows.
 */
export const EARLY_FIRST_FRAME_MS = 1000;
