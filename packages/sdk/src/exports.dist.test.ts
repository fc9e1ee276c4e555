import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// What an app's bundler gets from the published package: these tests read the built `dist/` (the root `npm test`
// builds the packages before vitest runs), resolving `@bookshop/sdk` through package.json `exports` as an app would.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(packageDir, 'dist');
const ZOD_MARKER = /_zod\b|\$ZodType/;

function requireBuild(): void {
  if (!existsSync(join(distDir, 'rules.js'))) {
    throw new Error('@bookshop/sdk is not built: run `pnpm --filter @bookshop/sdk build` (npm test does) first');
  }
}

/** Bundles an app module for browsers, minified, and says which files it took the code from. */
async function bundleApp(source: string, minify = true): Promise<{ code: string; inputs: string[]; used: string[] }> {
  requireBuild();
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    absWorkingDir: packageDir,
    bundle: true,
    // Minified, esbuild also copies a constant's value into its user: pass `false` to see which module it came from.
    minify,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  // `used`: the modules that put code into the bundle. A bundler that keeps whole modules (Next's does) keeps all of
  // each of them, not only the part esbuild kept.
  const used = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([path, input]) => path.startsWith('dist/') && input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  return { code: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs), used };
}

describe('the built ESM, as an app bundles it', () => {
  it.each(['@bookshop/sdk/rules', '@bookshop/sdk'])(
    'keeps one rule from %s without zod or the schemas',
    async (from) => {
      const { code, inputs } = await bundleApp(`import { priceDisplay } from '${from}'; window.rule = priceDisplay;`);
      expect(inputs.some((input) => input.startsWith('dist/'))).toBe(true);
      expect(inputs.filter((input) => input.startsWith('src/'))).toEqual([]);
      expect(code).toContain('No price available');
      expect(code).not.toMatch(ZOD_MARKER);
    },
  );

  it("keeps the search box's query length without the search URL state", async () => {
    // The search box is on every page; the URL state's parsing is only the listings'.
    const { code, used } = await bundleApp(
      `import { SEARCH_QUERY_MAX_LENGTH } from '@bookshop/sdk/rules'; window.n = SEARCH_QUERY_MAX_LENGTH;`,
      false,
    );
    expect(code).toContain('256');
    const withUrlState = used.filter((path) => readFileSync(join(packageDir, path), 'utf8').includes('resultsPerPage'));
    expect(withUrlState).toEqual([]);
  });

  it('keeps the email pattern and field limits an always-loaded form uses without zod', async () => {
    // The footer's newsletter form is on every page: what it imports must not bring the validation library along.
    const { code, used } = await bundleApp(
      `import { EMAIL_PATTERN, NEWSLETTER_NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_LENGTH_WITH_PLUS } from '@bookshop/sdk/rules';
       window.form = [EMAIL_PATTERN, NEWSLETTER_NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_LENGTH_WITH_PLUS];`,
      false,
    );
    expect(code).toContain('100');
    expect(code).not.toMatch(ZOD_MARKER);
    const withSchemas = used.filter((path) => /from "zod/.test(readFileSync(join(packageDir, path), 'utf8')));
    expect(withSchemas).toEqual([]);
  });

  it('keeps zod when the import is a schema', async () => {
    const { code } = await bundleApp(`import { loginSchema } from '@bookshop/sdk/rules'; window.schema = loginSchema;`);
    expect(code).toMatch(ZOD_MARKER);
  });

  it('ships each GraphQL operation once', () => {
    requireBuild();
    const generated = readFileSync(join(packageDir, 'src/generated/graphql.ts'), 'utf8');
    const operations = [...generated.matchAll(/new TypedDocumentString\(`((?:query|mutation) \w+)/g)].map(
      ([, operation]) => operation ?? '',
    );
    expect(operations.length).toBeGreaterThan(5);
    const esm = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(distDir, file), 'utf8'))
      .join('\n');
    for (const operation of operations) {
      expect([operation, esm.split(new RegExp(`\\b${operation}\\b`)).length - 1]).toEqual([operation, 1]);
    }
  });
});

describe('the built CommonJS, as Node requires it', () => {
  it('shares every object between `@bookshop/sdk` and `@bookshop/sdk/rules`: one schema, one constant, no copies', () => {
    requireBuild();
    const require = createRequire(join(packageDir, 'package.json'));
    const sdk = require('@bookshop/sdk') as typeof import('./index');
    const rules = require('@bookshop/sdk/rules') as typeof import('./rules');
    expect(rules.loginSchema).toBe(sdk.loginSchema);
    for (const name of Object.keys(rules)) {
      expect(Reflect.get(rules, name), name).toBe(Reflect.get(sdk, name));
    }
  });

  it.each([
    ['@bookshop/sdk', () => import('./index')],
    ['@bookshop/sdk/rules', () => import('./rules')],
    ['@bookshop/sdk/search', () => import('./search')],
    ['@bookshop/sdk/commerce', () => import('./commerce')],
  ])('exports from the built %s, ESM and CommonJS, the names of its source', async (entry, source) => {
    // `exports.test.ts` holds the sources to public-surface.json; this holds the build to the sources.
    requireBuild();
    const require = createRequire(join(packageDir, 'package.json'));
    const names = Object.keys(await source()).sort();
    expect(Object.keys(require(entry)).sort()).toEqual(names);
    expect(Object.keys(await import(/* @vite-ignore */ entry)).sort()).toEqual(names);
  });

  it('gives `@bookshop/sdk/search` and `@bookshop/sdk/commerce` the root’s error classes and their own factory', () => {
    requireBuild();
    const require = createRequire(join(packageDir, 'package.json'));
    const sdk = require('@bookshop/sdk') as typeof import('./index');
    const search = require('@bookshop/sdk/search') as typeof import('./search');
    const commerce = require('@bookshop/sdk/commerce') as typeof import('./commerce');
    expect(search.BookshopError).toBe(sdk.BookshopError);
    expect(commerce.BookshopError).toBe(sdk.BookshopError);
    expect(() => search.createSearch({ searchspring: { baseUrl: 'nope', siteId: 'x' } })).toThrow(sdk.ValidationError);
    expect(Object.keys(commerce.createCommerce({})).sort()).toEqual([
      'addresses',
      'auth',
      'cart',
      'catalog',
      'customer',
      'wishlists',
    ]);
  });
});
