import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The per-import size budgets (DESIGN.md, Budgets) as byte counts, not timings: what an app's bundler takes from the
// built `dist/` for each import, minified and gzipped. The root `npm test` builds the packages before vitest runs.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const {
  $comment: _comment,
  $targets: targets = {},
  ...budgets
} = JSON.parse(readFileSync(new URL('../size-budget.json', import.meta.url), 'utf8')) as Record<string, number> & {
  $comment: string;
  $targets?: Record<string, number>;
};

const IMPORTS: Record<string, string> = {
  'full client': `import { createBookshop, emulatorServices } from '@bookshop/sdk';
    window.bookshop = createBookshop(emulatorServices('http://127.0.0.1:4000'));`,
  "a listing page's rules": `import { effectiveAvailability, priceDisplay, searchStateFromUrl } from '@bookshop/sdk/rules';
    window.rules = { effectiveAvailability, priceDisplay, searchStateFromUrl };`,
  "a form's schema": `import { loginSchema } from '@bookshop/sdk/rules'; window.schema = loginSchema;`,
  'the search client alone': `import { createSearch } from '@bookshop/sdk/search';
    window.search = createSearch({ searchspring: { baseUrl: 'http://127.0.0.1:4000/searchspring', siteId: 'bookshop' } });`,
  'the commerce clients alone': `import { createCommerce } from '@bookshop/sdk/commerce';
    window.commerce = createCommerce({});`,
};

async function gzippedBytes(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    absWorkingDir: packageDir,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

describe('size budgets per import, from the built package', () => {
  it('has a budget for every measured import and nothing else', () => {
    expect(Object.keys(budgets)).toEqual(Object.keys(IMPORTS));
  });

  it('keeps each target not met yet below the budget it will replace', () => {
    for (const [name, target] of Object.entries(targets))
      expect([name, target < (budgets[name] ?? 0)]).toEqual([name, true]);
  });

  it.each(Object.entries(IMPORTS))('%s stays within its budget', async (name, source) => {
    const bytes = await gzippedBytes(source);
    expect(bytes).toBeGreaterThan(0);
    expect({ name, kB: Math.round((bytes / 1024) * 10) / 10 }).toEqual({
      name,
      kB: expect.toSatisfy((kB: number) => kB <= (budgets[name] ?? 0)),
    });
  });
});
