import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';

const STORES = [
  'adelaide',
  'armidale',
  'blackburn',
  'canning-vale',
  'fyshwick',
  'launceston',
  'mooloolaba',
  'mount-lawley',
  'warners-bay',
  'penrith',
  'port-macquarie',
  'springwood',
  'toowoomba',
  'west-ryde',
  'woolloongabba',
];

test('the stores page lists the 15 stores and the helpline hours, and opens a store', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Stores' });
  await expect(list.getByRole('listitem')).toHaveCount(15);
  for (const slug of STORES) await expect(list.locator(`a[href="/stores/${slug}"]`)).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Store locator helpline' })).toContainText(
    '9 am to 5 pm, Monday to Saturday',
  );
  await expectNoSeriousViolations(page);

  await list.getByRole('link', { name: 'Koorong West Ryde' }).click();
  await expect(page).toHaveURL(/\/stores\/west-ryde$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Koorong West Ryde' })).toBeVisible();
});

test('a store page shows its address, hours, directions in words and the helpline', async ({ page }) => {
  await page.goto('/stores/west-ryde');
  await expect(page.getByRole('heading', { level: 1, name: 'Koorong West Ryde' })).toBeVisible();
  await expect(page.locator('address')).toContainText('28 Chatham Road');
  await expect(page.locator('address')).toContainText('West Ryde NSW 2114');
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row', { name: /Thursday/ })).toContainText('9 am to 9 pm');
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('9 am to 5:30 pm');
  await expect(page.getByText(/Koorong West Ryde is at 28 Chatham Road in West Ryde, New South Wales/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Store locator helpline' })).toContainText(
    '1300 000 733, 9 am to 5 pm, Monday to Saturday.',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Stores' }),
  ).toHaveAttribute('href', '/stores');
  await expectNoSeriousViolations(page);
});

test('every store has its page, and an unknown store is a 404', async ({ request }) => {
  for (const slug of STORES) {
    const response = await request.get(`/stores/${slug}`);
    expect(response.status(), slug).toBe(200);
    expect(await response.text()).toContain('9 am to 5 pm, Monday to Saturday');
  }
  const missing = await request.get('/stores/atlantis');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});
