import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as commerce from './commerce';
import * as root from './index';
import * as rules from './rules';
import * as search from './search';

// The public names are the API other apps import: a change here is a deliberate, versioned change.
describe('public surface', () => {
  it('exports these names from @bookshop/sdk', () => {
    expect(Object.keys(root).sort()).toMatchSnapshot();
  });

  it('exports these names from @bookshop/sdk/rules, all of them also from the root', () => {
    const names = Object.keys(rules).sort();
    expect(names).toMatchSnapshot();
    for (const name of names) expect(root).toHaveProperty(name);
  });

  it.each([
    ['@bookshop/sdk/search', search, ['createSearch']],
    ['@bookshop/sdk/commerce', commerce, ['createCommerce']],
  ] as const)('exports these names from %s, all but its factory also from the root', (_entry, names, own) => {
    expect(Object.keys(names).sort()).toMatchSnapshot();
    for (const name of Object.keys(names).filter((name) => !own.includes(name as never))) {
      expect([name, Reflect.get(names, name)]).toEqual([name, Reflect.get(root, name)]);
    }
  });

  it.each([
    [
      'search',
      /src\/(commercetools\/(?!withVersionRetry)|auth\/(?!tokenStore)|cart|catalog|customer|wishlists|addresses|content|backend|newsletter|lookup|currency)\//,
    ],
    [
      'commerce',
      /src\/(search|content|newsletter|lookup|currency)\/|src\/backend\/(?!loyalty|wishlistLinks|backendRequest|backendWire)/,
    ],
  ])('bundles the %s entry without the other services’ clients', async (entry, others) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./${entry}.ts`, import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
    expect(sources.length).toBeGreaterThan(5);
    expect(sources.filter((source) => others.test(source))).toEqual([]);
  });

  it('bundles the rules entry without any transport or client code', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./rules.ts', import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
    expect(sources.length).toBeGreaterThan(10);
    // The rules and schemas, the entry itself, the error classes a rule throws, and the search service's parameter
    // mapping, as pure as the rules (no fetch, no clock) but wire format, so it lives with the search client.
    for (const source of sources) {
      expect(source).toMatch(/src\/(rules|validation)\/|src\/(rules|errors)\.ts$|src\/search\/searchspringParams\.ts$/);
    }
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bfetch\(/);
  });

  it('keeps rules/ apart from the clients: no rule imports from search/ or any other client folder', () => {
    const src = fileURLToPath(new URL('.', import.meta.url));
    const allowed = /^(rules\/|errors$|generated\/graphql$)/;
    const offenders = readdirSync(join(src, 'rules'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(join(src, 'rules', file), 'utf8').matchAll(/from '(\.[^']+)'/g)]
          .map(([, path]) => relative(src, join(src, 'rules', dirname(file), path ?? '')).replaceAll('\\', '/'))
          .filter((target) => !allowed.test(target))
          .map((target) => `rules/${file} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });
});
