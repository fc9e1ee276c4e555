import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@bookshop/sdk', 'swr'],
  // Hooks and interactive parts run in the browser: the App Router needs the directive on the entry, and
  // tsup drops a directive written in the source.
  banner: { js: "'use client';" },
});
