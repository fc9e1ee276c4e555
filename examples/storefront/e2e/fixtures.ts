import { test as base, expect } from '@playwright/test';

// The base URL is only known once global-setup has picked a free port, so it is read per test.
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(process.env.STOREFRONT_URL);
  },
});

export { expect };
