import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Integration tests run the emulator from source, so they need no build.
  resolve: { alias: { '@bookshop/emulator': fileURLToPath(new URL('../emulator/src/index.ts', import.meta.url)) } },
  // Emulator-backed tests share two cores with everything else in CI: generous timeouts, bounded runs.
  test: { name: 'sdk', environment: 'node', include: ['src/**/*.test.ts'], hookTimeout: 60_000, testTimeout: 20_000 },
});
