import { defineConfig } from 'vitest/config';

// One run over every package's project; coverage is reported for all sources, and the pure rules and validation
// schemas must stay fully covered.
export default defineConfig({
  test: {
    projects: ['packages/*', 'examples/storefront', 'scripts'],
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.{ts,tsx}', 'examples/storefront/{lib,modules}/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/generated/**', '**/testing/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.cache/coverage',
      thresholds: {
        'packages/sdk/src/rules/**': { branches: 100, functions: 100, lines: 100, statements: 100 },
        'packages/sdk/src/validation/**': { branches: 100, functions: 100, lines: 100, statements: 100 },
      },
    },
  },
});
