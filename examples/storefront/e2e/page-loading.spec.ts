import { expect, test } from './fixtures';

// server.ts rewrites every page so the framework's scripts are asked for once the HTML is parsed (lib/http/lateScripts.ts).
test('a page asks for its scripts only once its HTML is parsed, is compressed, and has hydrated when it reports loaded', async ({
  page,
}) => {
  const response = await page.goto('/search?q=grace');
  expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const html = (await response?.text()) ?? '';
  expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+"[^>]*\sasync/);
  expect(html).not.toMatch(/<link[^>]*\sas="script"/);

  const order = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.initiatorType === 'script' && new URL(entry.name).pathname.startsWith('/_next/static/'),
    );
    return {
      scripts: scripts.length,
      beforeParsed: scripts.filter((entry) => entry.startTime < (navigation?.domInteractive ?? 0)).length,
    };
  });
  expect(order.scripts).toBeGreaterThan(0);
  expect(order.beforeParsed).toBe(0);

  // Loaded means hydrated: the results' sort control answers at once.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/[?&]sort\.price=asc$/);
});
