import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as commerce from './commerce';
import * as root from './index';
import * as rules from './rules';
import * as search from './search';

const ENTRIES = {
  '@bookshop/sdk': root,
  '@bookshop/sdk/rules': rules,
  '@bookshop/sdk/search': search,
  '@bookshop/sdk/commerce': commerce,
};
type Entry = keyof typeof ENTRIES;
type Declaration = Record<string, string[]> & { $include?: Entry[] };

// The public names are the API other apps import. They are declared by hand in public-surface.json, not recorded by
// a snapshot, so `vitest -u` cannot accept a name nobody chose: a change there is a deliberate, versioned change.
const declared = JSON.parse(
  readFileSync(fileURLToPath(new URL('../public-surface.json', import.meta.url)), 'utf8'),
) as Record<Entry, Declaration>;

// What each kind of name must be, so the declaration also says what a name is.
const isFunction = (value: unknown) => typeof value === 'function';
const KINDS: Record<string, (value: unknown) => boolean> = {
  clients: isFunction,
  configuration: isFunction,
  stores: isFunction,
  helpers: isFunction,
  rules: isFunction,
  errors: (value) => isFunction(value) && (value as { prototype: unknown }).prototype instanceof Error,
  // A zod schema, or a function making one (`birthdaySchema(now)`).
  schemas: (value) => isFunction(value) || isFunction((value as { safeParse?: unknown } | null)?.safeParse),
  constants: (value) => !isFunction(value),
  messages: (value) =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string')),
};

/** Every name an entry declares, with its kind; the names of an included entry under their own kinds. */
function declaredNames(entry: Entry): [name: string, kind: string][] {
  const { $include = [], ...kinds } = declared[entry];
  return [
    ...$include.flatMap(declaredNames),
    ...Object.entries(kinds).flatMap(([kind, names]) => names.map((name): [string, string] => [name, kind])),
  ];
}

describe('public surface', () => {
  it.each(Object.keys(ENTRIES) as Entry[])('%s exports exactly the names public-surface.json declares', (entry) => {
    const declaredList = declaredNames(entry).map(([name]) => name);
    const exported = Object.keys(ENTRIES[entry]);
    const undeclared = exported.filter((name) => !declaredList.includes(name)).sort();
    const missing = declaredList.filter((name) => !exported.includes(name)).sort();
    expect(undeclared, `${entry} exports names public-surface.json does not declare: ${undeclared.join(', ')}`).toEqual(
      [],
    );
    expect(missing, `${entry} lacks names public-surface.json declares: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(Object.keys(ENTRIES) as Entry[])('%s declares each name once, under a kind it is', (entry) => {
    const names = declaredNames(entry);
    const twice = names.map(([name]) => name).filter((name, index, all) => all.indexOf(name) !== index);
    expect(twice, `${entry} declares more than once: ${twice.join(', ')}`).toEqual([]);
    const misfiled = names
      .filter(([name, kind]) => !KINDS[kind]?.(Reflect.get(ENTRIES[entry], name)))
      .map(([name, kind]) => `${name} (${kind})`);
    expect(misfiled, `${entry} declares under a wrong or unknown kind: ${misfiled.join(', ')}`).toEqual([]);
  });

  it('exports every name of @bookshop/sdk/rules from the root too, as the same object', () => {
    for (const name of Object.keys(rules)) {
      expect(Reflect.get(rules, name), name).toBe(Reflect.get(root, name));
    }
  });

  it.each([
    ['@bookshop/sdk/search', search, ['createSearch']],
    ['@bookshop/sdk/commerce', commerce, ['createCommerce']],
  ] as const)(
    'exports from %s, but for its factory, only names of the root, as the same objects',
    (_entry, names, own) => {
      for (const name of Object.keys(names).filter((name) => !own.includes(name as never))) {
        expect(Reflect.get(names, name), name).toBe(Reflect.get(root, name));
      }
    },
  );

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
    // The rules and schemas, the entry itself, and the error classes a rule may throw.
    for (const source of sources) {
      expect(source).toMatch(/src\/(rules|validation)\/|src\/(rules|errors)\.ts$/);
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
