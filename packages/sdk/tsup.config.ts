import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

const publicEntries = {
  index: 'src/index.ts',
  rules: 'src/rules.ts',
  search: 'src/search.ts',
  commerce: 'src/commerce.ts',
};

/**
 * Every source module as its own ESM entry, named after its path (`rules/priceDisplay`), the public ones under
 * their subpath names (`index`, `rules`, `search`, `commerce`). Left out: tests, and the codegen's `graphql()` lookup map, which nothing imports and which
 * holds every document a second time.
 */
function moduleEntries(): Record<string, string> {
  const entries: Record<string, string> = { ...publicEntries };
  for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
    const path = file.replaceAll('\\', '/');
    if (!path.endsWith('.ts') || path.endsWith('.test.ts') || path.startsWith('generated/gql')) continue;
    if (path === 'generated/index.ts' || Object.values(publicEntries).includes(`src/${path}`)) continue;
    entries[path.slice(0, -'.ts'.length)] = `src/${path}`;
  }
  return entries;
}

export default defineConfig([
  {
    // ESM for bundlers: every module is its own entry, so `dist/index.js` and `dist/rules.js` are barrels of
    // re-exports over small per-module chunks. With `sideEffects: false` an app's bundler then drops every module a
    // page does not import; inside one bundled file it could not, since it must keep each top-level schema
    // construction call (`z.object(…)`), so one rule used to bring every validation schema and zod with it.
    entry: moduleEntries(),
    format: ['esm'],
    splitting: true,
    dts: { entry: publicEntries },
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    // CommonJS for Node: the public entries over shared chunks, so a class several reach (`BookshopError`, which a
    // rule throws and every client raises) is one class, and `instanceof` holds whichever entry the error came from.
    entry: publicEntries,
    format: ['cjs'],
    splitting: true,
    dts: true,
    sourcemap: true,
    treeshake: true,
    target: 'es2022',
  },
]);
