import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

const CLIENT_DIRECTIVE = "'use client';";

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
      const barrel = 'dist/index.js';
      const text = await readFile(barrel, 'utf8');
      await writeFile(barrel, text.replace(`${CLIENT_DIRECTIVE}\n`, ''));
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
