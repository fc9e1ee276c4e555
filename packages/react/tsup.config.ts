import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

const CLIENT_DIRECTIVE = "'use client';";
/**
 * Components without hooks or handlers, which a server component may render as plain markup: with the directive, a
 * server-rendered page would send each one's props to the browser and hydrate it (a price on every product card).
 */
const SERVER_SAFE = ['price/Price'];

/** The directive taken off a module; `dist/` only. */
async function withoutDirective(file: string) {
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(`${CLIENT_DIRECTIVE}\n`, ''));
}

/**
 * A server-safe entry and the shared chunks its code sits in. A chunk that also holds another source keeps the entry
 * a client module, so the build fails rather than quietly take the directive off a component with hooks.
 */
async function serverSafe(entry: string) {
  const file = `dist/${entry}.js`;
  await withoutDirective(file);
  for (const [, chunk] of (await readFile(file, 'utf8')).matchAll(/from "\.\.\/(chunk-[\w-]+\.js)"/g)) {
    const sources = [...(await readFile(`dist/${chunk}`, 'utf8')).matchAll(/^\/\/ src\/(.+)\.tsx?$/gm)].map(
      (match) => match[1],
    );
    const others = sources.filter((source) => !SERVER_SAFE.includes(source as string));
    if (others.length) throw new Error(`${entry} shares dist/${chunk} with client code (${others.join(', ')})`);
    await withoutDirective(`dist/${chunk}`);
  }
}

export default defineConfig([
  {
    // ESM for bundlers: every module is its own entry, so the shared code lands in small chunks and `dist/index.js`
    // is a plain barrel of re-exports. A page then ships only the components it uses (with `sideEffects: false`
    // the bundler follows the barrel to the chunks it needs) instead of all of them with their dependencies.
    entry: ['src/index.ts', 'src/*/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
    format: ['esm'],
    splitting: true,
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external: ['react', 'react-dom', '@bookshop/sdk'],
    // Hooks and interactive parts run in the browser: the App Router needs the directive on each module that holds
    // them, and tsup drops a directive written in the source. The barrel stays without it, or it would be the one
    // client boundary that pulls every component into every page.
    banner: { js: CLIENT_DIRECTIVE },
    async onSuccess() {
      await withoutDirective('dist/index.js');
      for (const entry of SERVER_SAFE) await serverSafe(entry);
    },
  },
  {
    // CommonJS for Node and tests: one file, as before.
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react-dom', '@bookshop/sdk'],
    banner: { js: CLIENT_DIRECTIVE },
  },
]);
