import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

// Debian's Chromium, never a downloaded browser. The emulator and the built site are started by global-setup on
// free loopback ports and stopped by its teardown.
export default defineConfig<object, { throughFront: boolean }>({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../../.cache/playwright.json' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    // Screenshots for docs/ are taken on request (`pnpm screenshots`), not on every test run.
    { name: 'site', testIgnore: [...(process.env.SCREENSHOTS ? [] : ['**/screenshots*.spec.ts']), '**/front.spec.ts'] },
    // What a shopper meets in production: the front (nginx) before Next, with its cache and per-response nonce.
    {
      name: 'front',
      testMatch: ['**/front.spec.ts', '**/home.spec.ts', '**/structured-data.spec.ts'],
      use: { throughFront: true },
    },
  ],
});
