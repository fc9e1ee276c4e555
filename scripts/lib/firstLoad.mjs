// First-load JS of a Next.js (Turbopack) production build, read from its manifests instead of a running server, so
// `npm test` can hold it to a byte budget: the same bytes every run, whatever the machine's load.
//
// A route's first-load scripts are the build's bootstrap chunks (`rootMainFiles` of build-manifest.json: Turbopack's
// runtime, React DOM and Next's router) and the chunks its segments list (`entryJSFiles` of the route's
// client-reference manifest: the root layout, its error and not-found boundaries, the page). Those segment chunks mix
// Next's own client components (layout-router, Link, the error boundaries) with the site's, so each chunk is split
// into its modules and a module counts as the framework's when a framework client component reaches it by a static
// import: the framework floor is the bootstrap chunks plus those modules, the site's own bytes everything else.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './paths.mjs';

const ts = createRequire(join(root, 'package.json'))('typescript');

/** Paths of the framework's own modules in a client-reference manifest. */
export const FRAMEWORK_MODULE = /\/node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\//;

/** @param {Buffer | string} body */
export const gzipped = (body) => gzipSync(body, { level: 9 }).length;

/**
 * The modules of one Turbopack chunk, `push([script, id, factory, id, id, factory, …])`: each factory with the ids
 * before it, its source text, and the ids it imports statically (`e.i`, `e.r`) or through a loader (`e.A`).
 *
 * @param {string} code the chunk's text
 * @returns {{ ids: number[], text: string, imports: number[] }[]}
 */
export function chunkModules(code) {
  const file = ts.createSourceFile('chunk.js', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const statement = file.statements[0];
  const call = statement && ts.isExpressionStatement(statement) ? statement.expression : undefined;
  const list = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error('not a Turbopack chunk: no push([…]) of modules');
  const modules = [];
  let ids = [];
  for (const element of list.elements.slice(1)) {
    if (ts.isNumericLiteral(element)) ids.push(Number(element.text));
    else if (ts.isArrowFunction(element) || ts.isFunctionExpression(element)) {
      const text = code.slice(element.getStart(file), element.end);
      const runtime = element.parameters[0]?.name.getText(file) ?? 'e';
      const imports = [...text.matchAll(new RegExp(`\\b${runtime}\\.[irA]\\((\\d+)\\)`, 'g'))].map((m) => Number(m[1]));
      modules.push({ ids, text, imports });
      ids = [];
    } else throw new Error(`not a Turbopack chunk: unexpected ${ts.SyntaxKind[element.kind]} in its module list`);
  }
  return modules;
}

/**
 * Reads one client-reference manifest (a script that assigns `globalThis.__RSC_MANIFEST[page]`).
 *
 * @param {string} file
 * @returns {{ page: string, clientModules: Record<string, { id: number | string }>, entryJSFiles: Record<string, string[]> }}
 */
export function readClientManifest(file) {
  const sandbox = { __RSC_MANIFEST: {} };
  new Function('globalThis', readFileSync(file, 'utf8'))(sandbox);
  const [page, manifest] = Object.entries(sandbox.__RSC_MANIFEST)[0] ?? [];
  if (!page) throw new Error(`${file} declares no page`);
  return { page, ...manifest };
}

/**
 * Splits a route's first-load JS into the framework's bytes and the site's.
 *
 * @param {object} input
 * @param {string[]} input.bootstrap the build's bootstrap chunk files
 * @param {string[]} input.chunks the route's other first-load chunk files
 * @param {(file: string) => string} input.read reads a chunk file's text
 * @param {Set<number>} input.frameworkRoots ids of the framework's client components
 * @returns {{ bootstrap: number, framework: number, own: number, total: number }} gzipped bytes
 */
export function splitFirstLoad({ bootstrap, chunks, read, frameworkRoots }) {
  const modules = chunks.flatMap((file) => chunkModules(read(file)));
  const byId = new Map(modules.flatMap((module) => module.ids.map((id) => [id, module])));
  const framework = new Set();
  const queue = [...frameworkRoots];
  while (queue.length) {
    const module = byId.get(queue.pop());
    if (!module || framework.has(module)) continue;
    framework.add(module);
    queue.push(...module.imports);
  }
  // Each module once, in chunk order: a module two chunks carry is fetched twice, but counted as the code it is.
  const unique = [...new Set(modules)];
  const join = (list) => list.map((module) => module.text).join('\n');
  const bootstrapBytes = bootstrap.reduce((sum, file) => sum + gzipped(read(file)), 0);
  const frameworkBytes = gzipped(join(unique.filter((module) => framework.has(module))));
  const ownBytes = gzipped(join(unique.filter((module) => !framework.has(module))));
  const total = [...new Set([...bootstrap, ...chunks])].reduce((sum, file) => sum + gzipped(read(file)), 0);
  return { bootstrap: bootstrapBytes, framework: frameworkBytes, own: ownBytes, total };
}

/** Every client-reference manifest under `server/app`, by the page it declares (`/page`, `/product/[slug]/page`). */
function clientManifests(distDir) {
  const app = join(distDir, 'server/app');
  const found = new Map();
  for (const file of readdirSync(app, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('page_client-reference-manifest.js')) continue;
    const manifest = readClientManifest(join(app, file));
    found.set(manifest.page, manifest);
  }
  return found;
}

/**
 * The first-load JS of each page of a production build, split into the framework floor and the site's own bytes.
 *
 * @param {string} distDir the build's folder (`examples/storefront/.next`)
 * @param {string[]} pages pages as the manifests name them: `/page`, `/product/[slug]/page`
 * @returns {{ page: string, floor: number, own: number, total: number }[]} gzipped bytes; `floor` is the bootstrap
 *   chunks plus the framework's modules in the page's other chunks
 */
export function firstLoadOfBuild(distDir, pages) {
  if (!existsSync(join(distDir, 'build-manifest.json'))) {
    throw new Error(`no production build in ${distDir}: build the storefront first (pnpm --filter storefront build)`);
  }
  const { rootMainFiles } = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const manifests = clientManifests(distDir);
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, readFileSync(join(distDir, file.replace(/^\/_next\//, '')), 'utf8'));
    return cache.get(file);
  };
  return pages.map((page) => {
    const manifest = manifests.get(page);
    if (!manifest) throw new Error(`the build has no page ${page} (pages: ${[...manifests.keys()].join(', ')})`);
    const chunks = [...new Set(Object.values(manifest.entryJSFiles).flat())].filter(
      (file) => !rootMainFiles.includes(file),
    );
    const frameworkRoots = new Set(
      Object.entries(manifest.clientModules)
        .filter(([path]) => FRAMEWORK_MODULE.test(path))
        .map(([, reference]) => Number(reference.id)),
    );
    const split = splitFirstLoad({ bootstrap: rootMainFiles, chunks, read, frameworkRoots });
    return { page, floor: split.bootstrap + split.framework, own: split.own, total: split.total };
  });
}
