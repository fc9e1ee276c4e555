import { CONTENTSTACK_KEYS } from '@bookshop/emulator';
import { expect, test } from './fixtures';
import { revalidate } from './revalidateSecret';

// The site's Content-Security-Policy would stop inline scripts and handlers by itself. Bypassing it here leaves the
// sanitiser as the only defence, so this test fails if category descriptions were rendered unsanitised.
test.use({ bypassCSP: true });

// A category with no seeded content, so the entry written here is the only one shown.
const CATEGORY = { key: 'web_books_theology', path: '/category/books/theology', name: 'Theology' };

const DESCRIPTION = [
  '<h2>Theology</h2>',
  '<p>Books about God for curious readers.</p>',
  '<p><img src="/contentstack/assets/blthostiletest01/theology.svg" alt="An open Bible" width="600" height="200"></p>',
  '<script>window.__pwned = 1; alert("script")</script>',
  '<img src="x" onerror="window.__pwned = 2; alert(\'img\')">',
  '<p><a href="javascript:window.__pwned = 3; alert(\'link\')">A harmless-looking link</a></p>',
  '<svg onload="window.__pwned = 4; alert(\'svg\')"><circle r="5"></circle></svg>',
  '<p>Read widely, pray deeply.</p>',
].join('');

/** Stores the description through the emulator's Contentstack management API, as an editor would. */
async function writeCategoryDescription(description: string) {
  const response = await fetch(`${process.env.EMULATOR_URL}/contentstack/v3/content_types/category_content/entries`, {
    method: 'POST',
    headers: {
      api_key: CONTENTSTACK_KEYS.apiKey,
      authorization: CONTENTSTACK_KEYS.managementToken,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ entry: { title: CATEGORY.name, category_key: CATEGORY.key, description } }),
  });
  expect(response.status, await response.text()).toBe(201);
}

test('hostile HTML in a category description never runs; the benign text, image and link text stay', async ({
  page,
  request,
}) => {
  await writeCategoryDescription(DESCRIPTION);
  // A crawl of every category may have cached this one before it had a description.
  expect((await revalidate(request, [`content:category:${CATEGORY.key}`])).status()).toBe(200);
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(CATEGORY.path);
  const about = page.getByRole('region', { name: `About ${CATEGORY.name}` });
  // The description is the library's accordion: closed by a page-wide event (spec C4), then opened by its button.
  await about.getByRole('button', { name: 'Read more' }).click();
  await expect(about.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('bookshop:accordion', { detail: { open: false } })));
  await expect(about.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  await about.getByRole('button', { name: 'Read more' }).click();
  await expect(about.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');

  await expect(about.getByText('Books about God for curious readers.')).toBeVisible();
  await expect(about.getByText('Read widely, pray deeply.')).toBeVisible();
  const image = about.getByRole('img', { name: 'An open Bible' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const link = about.getByText('A harmless-looking link');
  await expect(link).toBeVisible();

  // Soft: a failure lists every defence that gave way, not just the first.
  expect.soft((await link.getAttribute('href')) ?? '').not.toMatch(/^\s*javascript:/i);
  await expect.soft(about.locator('script, svg, [onerror], [onload]')).toHaveCount(0);

  // The broken image has had its chance to fail (and fire a handler, had one survived).
  await expect
    .poll(() => about.locator('img').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  expect.soft(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect.soft(dialogs).toEqual([]);
  expect.soft(errors).toEqual([]);
});
