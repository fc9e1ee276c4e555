// `npm test`'s first-load JS check: reads the storefront's production build (the one the end-to-end tests start) and
// fails when a page's own first-load JS, gzipped, is over its budget in examples/storefront/first-load-budget.json.
// A byte count, not a timing: the same build gives the same figures on any machine.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadOfBuild } from './lib/firstLoad.mjs';
import { root } from './lib/paths.mjs';

const storefront = join(root, 'examples/storefront');
const distDir = join(storefront, process.env.NEXT_DIST_DIR || '.next');
const { pages } = JSON.parse(readFileSync(join(storefront, 'first-load-budget.json'), 'utf8'));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

let over = 0;
for (const measured of firstLoadOfBuild(distDir, Object.keys(pages))) {
  const { route, own: budgetKb, target } = pages[measured.page];
  const budget = budgetKb * 1024;
  const line = `${route}: ${kB(measured.total)} first-load JS = framework floor ${kB(measured.floor)} + the site's ${kB(measured.own)} (budget ${budgetKb} kB${target ? `; target ${target} kB` : ''})`;
  if (measured.own > budget) {
    over++;
    console.error(`✗ ${line}: ${kB(measured.own - budget)} over`);
  } else console.log(`✓ ${line}`);
}
process.exit(over ? 1 : 0);
