import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

// What managed content and the search service's merchandising add around a listing's results: banners, ad slots,
// the category description and a landing page's campaign.
test.describe("a listing's content and merchandising", () => {
  test('a category shows its banners, ad slots and sanitised description from content', async ({ page }) => {
    await page.goto('/category/bibles');
    const about = page.getByRole('region', { name: 'About Bibles' });
    await expect(about.getByText('Find the right Bible')).toBeVisible();
    await expect(about.getByRole('link', { name: 'Read our FAQ' })).toHaveAttribute('href', '/help/faq/general-faq');
    await expect(about.locator('script, [onerror], [onload]')).toHaveCount(0);
    const toggle = about.getByRole('button', { name: 'Read more' });
    if (await toggle.count()) {
      await toggle.click();
      await expect(about.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    }
    const ads = page.getByRole('complementary', { name: 'Advertisements' }).getByRole('img');
    await expect(ads).toHaveCount(2);
    // Both slots are the spec's 300×250 on a desktop screen.
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const ad of await ads.all()) {
      await ad.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await ad.boundingBox())?.width).toBe(300);
      expect(Math.round((await ad.boundingBox())?.height ?? 0)).toBe(250);
    }
  });

  test("searches and categories without content of their own show the site's ad slots for their place", async ({
    page,
  }) => {
    await page.goto('/search?q=prayer');
    const ads = page.getByRole('complementary', { name: 'Advertisements' }).getByRole('link');
    await expect(ads).toHaveCount(2);
    await expect(ads.first()).toHaveAttribute('href', '/search?tag=monthly-specials');
    await page.goto('/category');
    await expect(ads).toHaveCount(2);
    await expect(ads.first()).toHaveAttribute('href', '/search?tag=staff-picks');
  });

  test('the top banner and the first row of covers load at once; covers further down wait', async ({ page }) => {
    await page.goto('/category/bibles');
    // The top banner comes first in the page; the description's image of the same name is further down.
    const banner = page.getByRole('main').getByRole('img', { name: 'Bibles', exact: true }).first();
    await expect(banner).toHaveAttribute('loading', 'eager');
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('img', { name: 'Advertisement for Bibles' }).first()).toHaveAttribute(
      'loading',
      'lazy',
    );
    for (const path of ['/category/bibles', '/search?q=grace', '/']) {
      await page.goto(path);
      const covers = page.getByRole('article').locator('img');
      await expect(covers.nth(2)).toHaveAttribute('loading', 'lazy');
      for (const index of [0, 1]) {
        await expect(covers.nth(index)).toHaveAttribute('loading', 'eager');
        await expect(covers.nth(index)).toHaveAttribute('fetchpriority', 'high');
      }
    }
  });

  test("a landing page shows its campaign's banner under the heading; a plain search shows none", async ({ page }) => {
    await page.goto('/search?tag=staff-picks');
    const heading = page.getByRole('heading', { level: 1 });
    // The landing page goes by the name the search service gives it, not by its tag.
    await expect(heading).toHaveText('Staff Picks');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Staff Picks',
    ]);
    const banner = page.getByText('The books our team cannot stop talking about.');
    await expect(banner).toBeVisible();
    const [headingBox, bannerBox] = [await heading.boundingBox(), await banner.boundingBox()];
    expect(bannerBox?.y ?? 0).toBeGreaterThan(headingBox?.y ?? Number.POSITIVE_INFINITY);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto('/search?q=grace');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText('The books our team cannot stop talking about.')).toHaveCount(0);
  });
});
