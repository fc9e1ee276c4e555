import type { Page } from '@playwright/test';

const SCRIPTS = '**/_next/static/**/*.js';

/**
 * Holds the page's scripts back, as a slow phone would, so a test can type into the server-rendered page before
 * React hydrates it. Returns the release; the route stays until the page closes.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Serves the page without its scripts, as a browser with JavaScript off would see it. */
export async function blockScripts(page: Page): Promise<void> {
  await page.unroute(SCRIPTS);
  await page.route(SCRIPTS, (route) => route.abort());
}
