import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkModules, firstLoadOfBuild, gzipped, splitFirstLoad } from './firstLoad.mjs';

const chunk = (...modules) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${modules.join(',')}]);`;
// Text that gzip cannot shrink much, so sizes follow how much of it there is.
const noise = (seed, length) => {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return JSON.stringify(text.slice(0, length));
};

describe('chunkModules', () => {
  it('splits a Turbopack chunk into its factories with their ids and imports', () => {
    const modules = chunkModules(
      chunk('1,e=>{e.i(2);e.r(3)}', '4,5,(e,t,r)=>{e.A(6);t.i(9)}', '7,function(n){n.i(1);let e={i(){}};e.i(8)}'),
    );
    expect(modules.map(({ ids, imports }) => ({ ids, imports }))).toEqual([
      { ids: [1], imports: [2, 3] },
      { ids: [4, 5], imports: [6] },
      { ids: [7], imports: [1] },
    ]);
    expect(modules[0].text).toBe('e=>{e.i(2);e.r(3)}');
  });

  it('refuses a file that is not a Turbopack chunk', () => {
    expect(() => chunkModules('console.log(1)')).toThrow(/not a Turbopack chunk/);
    expect(() => chunkModules(chunk('1,"text"'))).toThrow(/unexpected StringLiteral/);
  });
});

describe('splitFirstLoad', () => {
  const files = {
    'boot.js': `var runtime=${noise(1, 3000)};`,
    // 10: a framework component importing its helper 11; 20: the site's component, importing the framework's 11.
    'layout.js': chunk(`10,e=>{e.i(11);e.s([${noise(2, 2000)}])}`, `11,e=>{e.s([${noise(3, 1000)}])}`),
    'page.js': chunk(`20,e=>{e.i(11);e.s([${noise(4, 1500)}])}`),
    'bigger-page.js': chunk(`20,e=>{e.i(11);e.s([${noise(4, 1500)}])}`, `21,e=>{e.s([${noise(5, 3000)}])}`),
  };
  const read = (file) => files[file];
  const split = (chunks) => splitFirstLoad({ bootstrap: ['boot.js'], chunks, read, frameworkRoots: new Set([10]) });

  it('counts the bootstrap chunks and what framework components reach as the floor, the rest as the site’s', () => {
    const { bootstrap, framework, own, total } = split(['layout.js', 'page.js']);
    expect(bootstrap).toBe(gzipped(files['boot.js']));
    expect(framework).toBeGreaterThan(gzipped(noise(2, 2000)));
    expect(framework).toBeLessThan(gzipped(noise(2, 2000)) + gzipped(noise(3, 1000)) + 100);
    expect(own).toBeGreaterThan(gzipped(noise(4, 1500)) - 10);
    expect(own).toBeLessThan(gzipped(noise(4, 1500)) + 100);
    expect(total).toBe(['boot.js', 'layout.js', 'page.js'].reduce((sum, file) => sum + gzipped(files[file]), 0));
  });

  it('puts more site code in the site’s bytes and leaves the floor where it was', () => {
    const small = split(['layout.js', 'page.js']);
    const big = split(['layout.js', 'bigger-page.js']);
    expect(big.framework).toBe(small.framework);
    expect(big.own - small.own).toBeGreaterThan(gzipped(noise(5, 3000)) - 50);
  });
});

describe('firstLoadOfBuild', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('reads the bootstrap chunks and each page’s chunks and framework components from the manifests', () => {
    dir = mkdtempSync(join(tmpdir(), 'first-load-'));
    write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/boot.js'] }));
    write('static/chunks/boot.js', `var runtime=${noise(1, 3000)};`);
    write('static/chunks/layout.js', chunk(`10,e=>{e.s([${noise(2, 2000)}])}`, `20,e=>{e.s([${noise(4, 900)}])}`));
    write('static/chunks/page.js', chunk(`30,e=>{e.s([${noise(5, 600)}])}`));
    const manifest = {
      clientModules: {
        '[project]/node_modules/.pnpm/next@16/node_modules/next/dist/esm/client/components/layout-router.js': {
          id: 10,
        },
        '[project]/examples/storefront/modules/header/Header.tsx': { id: 20 },
      },
      entryJSFiles: {
        '[project]/app/layout': ['static/chunks/boot.js', 'static/chunks/layout.js'],
        '[project]/app/page': ['static/chunks/layout.js', 'static/chunks/page.js'],
      },
    };
    write(
      'server/app/page_client-reference-manifest.js',
      `globalThis.__RSC_MANIFEST=globalThis.__RSC_MANIFEST||{};globalThis.__RSC_MANIFEST["/page"]=${JSON.stringify(manifest)};`,
    );
    const [home] = firstLoadOfBuild(dir, ['/page']);
    expect(home.page).toBe('/page');
    expect(home.floor).toBeGreaterThan(gzipped(`var runtime=${noise(1, 3000)};`) + gzipped(noise(2, 2000)) - 10);
    expect(home.own).toBeGreaterThan(gzipped(noise(4, 900) + noise(5, 600)) - 10);
    expect(home.own).toBeLessThan(gzipped(noise(4, 900) + noise(5, 600)) + 100);
    expect(() => firstLoadOfBuild(dir, ['/missing/page'])).toThrow(/no page \/missing\/page \(pages: \/page\)/);
    expect(() => firstLoadOfBuild(join(dir, 'nothing'), ['/page'])).toThrow(/no production build/);
  });
});
