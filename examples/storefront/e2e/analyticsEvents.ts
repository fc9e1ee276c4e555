import type { Page } from '@playwright/test';

/**
 * Collects the site's analytics events (its `bookshop:analytics` window events) from every page the test opens from
 * now on; the returned function reads those of the current page.
 */
export async function recordAnalytics(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents = events;
    window.addEventListener('bookshop:analytics', (event) => events.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { analyticsEvents: unknown[] }).analyticsEvents);
}
