import { expect, test } from './fixtures';

// Every width a shopper's screen may have, from a small phone to a desktop: no page scrolls sideways. The widths
// sit on and around the layout's breakpoints, where a column is at its narrowest.
const WIDTHS = [320, 375, 430, 600, 680, 768, 781, 900, 1023, 1024, 1100, 1280, 1380, 1440];
const PAGES = ['/', '/category/bibles', '/search?q=grace', '/stores', '/help/faq'];

for (const path of PAGES) {
  test(`${path} never scrolls sideways, from 320 to 1440 px`, async ({ page }) => {
    await page.goto(path);
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) overflowing.push(`${width}px: ${scroll} wide`);
    }
    expect(overflowing).toEqual([]);
  });
}
