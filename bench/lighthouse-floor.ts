// `pnpm bench:lighthouse-floor [--runs 5]`: the framework's own share of Lighthouse's figures. A bare Next.js app (the
// storefront's Next and React, one client component, no site code) is built into .cache/bare-next and measured
// beside the storefront's `/` and `/category/bibles`, run after run in turn, so the machine's load falls on all three
// alike. What the bare page's TBT is, no site change can take off the storefront's.
import { spawn } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitFor } from '../scripts/lib/waitFor.mjs';
import { root, withBenchSite } from './storefront/benchSite';
import { EARLY_FIRST_FRAME_MS, type Figures, lighthouseRunner, medianOf } from './storefront/lighthouseRun';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const app = join(root, '.cache/bare-next');
const next = join(app, 'node_modules/next/dist/bin/next');

const FILES: Record<string, string> = {
  'package.json': '{ "name": "bare-next", "private": true, "type": "module" }\n',
  // Turbopack reads nothing outside its root, and the app's node_modules is the storefront's (inside the repository).
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.js': `export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}\n`,
  'app/Counter.js': `'use client';
import { useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}\n`,
  'app/page.js': `import { Counter } from './Counter';
export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>{'A line of text. '.repeat(40)}</p><Counter /></main>;
}\n`,
};

function writeApp() {
  mkdirSync(join(app, 'app'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(join(app, file), text);
  try {
    symlinkSync('../../examples/storefront/node_modules', join(app, 'node_modules'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function run(argv: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, [next, ...argv], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

writeApp();
const build = run(['build']);
const built = await new Promise<number | null>((resolve) => build.on('exit', resolve));
if (built !== 0) throw new Error(`the bare app's build failed (exit ${built})`);
const port = await freePort();
const bare = run(['start', '-H', '127.0.0.1', '-p', `${port}`]);
try {
  const bareUrl = `http://127.0.0.1:${port}/`;
  await waitFor(bareUrl, bare, 'the bare app');
  await withBenchSite(600, async (base) => {
    const measure = await lighthouseRunner({ chromePath: CHROMIUM, root });
    const pages = {
      'bare Next.js page': bareUrl,
      '/': new URL('/', base).href,
      '/category/bibles': new URL('/category/bibles', base).href,
    };
    for (const url of Object.values(pages)) await (await fetch(url)).arrayBuffer();
    const results = new Map<string, Figures[]>();
    for (let round = 1; round <= RUNS; round++) {
      for (const [name, url] of Object.entries(pages)) {
        const figures = await measure(url);
        results.set(name, [...(results.get(name) ?? []), figures]);
        console.log(
          `${name} run ${round}: score ${figures.score}, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, ` +
            `first frame ${figures.observedLcp.toFixed(0)} ms, benchmarkIndex ${figures.benchmarkIndex.toFixed(0)}`,
        );
      }
    }
    console.log(`\nMedians of ${RUNS} (TBT of each run; early: first frame before ${EARLY_FIRST_FRAME_MS} ms):`);
    for (const [name, runs] of results) {
      const median = medianOf(runs);
      const early = runs.filter((figures) => figures.observedLcp < EARLY_FIRST_FRAME_MS).length;
      console.log(
        `  ${name}: score ${median.score}, LCP ${median.lcp.toFixed(0)} ms, TBT ${median.tbt.toFixed(0)} ms ` +
          `(${runs.map((figures) => figures.tbt.toFixed(0)).join(', ')}); ${early} of ${runs.length} early`,
      );
    }
  });
} finally {
  bare.kill();
}
