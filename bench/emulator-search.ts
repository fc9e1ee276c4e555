/**
 * Latency of the emulator's Searchspring answers: faceted search.json and autocomplete.json, p50 and p95.
 * Prints figures only (no pass/fail). Targets from issue 4: faceted search p95 ≤ 20 ms at 20k products and
 * ≤ 50 ms at 200k; autocomplete p95 ≤ 10 ms.
 *
 *   pnpm bench:emulator-search            # 20,000 products, in memory (builds the emulator first)
 *   pnpm bench:emulator-search --large    # 200,000 products
 *   pnpm bench:emulator-search --products 50000 --data .data/bench-50k --runs 500
 *
 * With --data the seeded database is kept: the first run seeds it (about a minute at 200k), later runs start from it
 * (`--large --data .data/bench-200k`). The machine's load average is printed with the figures: on a shared machine
 * they mean little when it is above the number of cores.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
// The built package, as `npm start` and apps run it: a TypeScript loader's module wrappers would slow the hot loops.
import { startEmulator } from '../packages/emulator/dist/index.js';

const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    products: { type: 'string' },
    data: { type: 'string', default: 'memory' },
    runs: { type: 'string', default: '300' },
  },
});
const products = Number(values.products ?? (values.large ? 200_000 : 20_000));
const runs = Number(values.runs);

const WORDS = [
  'grace',
  'hope',
  'prayer',
  'bible',
  'keller',
  'journal',
  'kingdom',
  'psalms',
  'faith',
  'niv',
  'study',
  'mercy',
];
const FILTERS = [
  '',
  'filter.format=Paperback',
  'filter.category=bibles',
  'filter.category=books>devotionals',
  'filter.available=In Stock&filter.publication_date=Last 3 Months',
  'filter.themes=Easter&filter.price.low=10&filter.price.high=40',
  'filter.rating=4&sort.price=asc',
];
const SORTS = ['', 'sort.relevance=desc', 'sort.publication_date=desc', 'sort.rating=desc', 'sort.title=asc'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(label: string, urls: string[]) {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${url}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} n=${String(times.length).padStart(4)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}

const seeding = performance.now();
const emulator = await startEmulator({ port: 0, database: values.data, products });
console.log(
  `emulator with ${products.toLocaleString()} products ready in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);
const load = () => `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
console.log(load());
const base = `${emulator.url}/searchspring/api/search`;
const pick = <T>(list: T[], index: number) => list[index % list.length] as T;
const searchUrls = Array.from({ length: runs }, (_, i) => {
  const q = i % 3 === 0 ? '' : `q=${pick(WORDS, i * 7)}&`;
  return `${base}/search.json?siteId=bookshop&${q}${pick(FILTERS, i)}&${pick(SORTS, i * 3)}&resultsPerPage=30&page=${1 + (i % 3)}`;
});
const autocompleteUrls = Array.from({ length: runs }, (_, i) => {
  const word = pick(WORDS, i);
  return `${base}/autocomplete.json?siteId=bookshop&q=${word.slice(0, 2 + (i % (word.length - 1)))}&resultsPerPage=5`;
});
// Warm up: the search index (built on the first search), the category tree, the vocabulary and PostgreSQL's caches.
await measure('warm-up', [...searchUrls.slice(0, 20), ...autocompleteUrls.slice(0, 20)]);
await measure('faceted search.json', searchUrls);
// A unique price bound per request: no filter combination repeats (the index keeps recent texts' matches and ranks).
await measure(
  'faceted search.json, cold',
  searchUrls.map((url, i) => `${url}&filter.price.high=${1000 + i}`),
);
// Two-word texts, each repeating only after 144 requests: the text's matches and ranks are computed afresh.
const pair = (i: number) => `${pick(WORDS, i)} ${pick(WORDS, Math.floor(i / WORDS.length))}`;
await measure(
  'faceted search.json, new q',
  searchUrls.map(
    (url, i) => `${url.replace(/q=[a-z]+&/, '')}&q=${encodeURIComponent(pair(i))}&filter.price.high=${2000 + i}`,
  ),
);
await measure('autocomplete.json', autocompleteUrls);
await measure(
  'autocomplete.json, cold',
  autocompleteUrls.map((url, i) => `${url}&filter.price.high=${1000 + i}`),
);
await measure(
  'autocomplete.json, new q',
  autocompleteUrls.map(
    (url, i) => `${url.replace(/q=[a-z]+/, `q=${encodeURIComponent(pair(i).slice(0, -1 - (i % 3)))}`)}`,
  ),
);
await measure(
  'suggest/query',
  autocompleteUrls.map((url) => url.replace('/api/search/autocomplete.json', '/api/suggest/query')),
);
console.log(load());
await emulator.stop();
