import { expectNoSeriousViolations } from './axe';
import { closeFlyout } from './basketFlyout';
import { expect, test } from './fixtures';

const GRACE = { email: 'grace@example.com', password: 'Psalm23!grace' };

test.describe('site chrome on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('banners, top bar, logo, Stores and basket links', async ({ page }) => {
    await page.goto('/category/bibles');
    await expect(page.getByText('Free delivery over $99 or Click & Collect')).toBeVisible();
    await expect(page.getByText('Free shipping on orders over $99', { exact: true })).toBeVisible();
    const topBar = page.getByRole('navigation', { name: 'Customer links' });
    for (const name of ['CONTACT US', 'HELP', 'SERVICES', 'BLOG', 'WISHLIST']) {
      await expect(topBar.getByRole('link', { name })).toBeVisible();
    }
    // HELP is the help-centre article found by the content search, preferring the general FAQ.
    await expect(topBar.getByRole('link', { name: 'HELP' })).toHaveAttribute('href', '/help/faq/general-faq');
    await expect(topBar.getByRole('link', { name: 'WISHLIST' })).toHaveAttribute('href', '/account#wishlist');
    await expect(page.getByRole('link', { name: 'Stores', exact: true })).toHaveAttribute('href', '/stores');
    await expect(page.getByRole('link', { name: /^Basket, 0 items$/ })).toHaveAttribute('href', '/cart');
    await page.getByRole('link', { name: 'Koorong home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectNoSeriousViolations(page);
  });

  test('the mega-menu opens on hover and click, works by keyboard and shows columns, grey links and a card', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const triggers = nav.getByRole('button');
    await expect(triggers).toHaveCount(12);
    const bibles = nav.getByRole('button', { name: 'Bibles' });
    await bibles.hover();
    await expect(bibles).toHaveAttribute('aria-expanded', 'true');
    const panel = nav.locator(`#${await bibles.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'All Bibles' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'New Releases' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Shop now' })).toBeVisible();
    await expect(panel.locator('img')).toHaveCount(1);
    // No column has more than 10 links.
    const counts = await panel
      .locator('ul:not([class*="greyLinks"])')
      .evaluateAll((lists) => lists.map((list) => list.querySelectorAll(':scope > li').length));
    expect(Math.max(...counts)).toBeLessThanOrEqual(10);
    await expectNoSeriousViolations(page);

    await page.mouse.move(5, 880);
    await expect(bibles).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: focus, Enter opens, ArrowRight moves on, ArrowDown goes into the panel, Escape returns.
    await bibles.focus();
    await page.keyboard.press('Enter');
    await expect(bibles).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    const books = nav.getByRole('button', { name: 'Books' });
    await expect(books).toBeFocused();
    await expect(books).toHaveAttribute('aria-expanded', 'true');
    await expect(bibles).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(books).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(books).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Books', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(books).toBeFocused();
    await expect(books).toHaveAttribute('aria-expanded', 'false');

    // Choosing a link navigates, closes the menu and keeps it shut for a moment under the pointer.
    await books.click();
    await nav.getByRole('link', { name: 'All Books' }).click();
    await expect(page).toHaveURL(/\/category\/books$/);
    await expect(books).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed in, the wishlist stays; the drawer is not shown on desktop', async ({ page }) => {
    await page.goto('/account');
    await page.getByLabel('Email or membership no.').fill(GRACE.email);
    await page.getByLabel('Password').fill(GRACE.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Welcome back, Grace')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('kiosk mode', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('?kiosk=1 hides the wishlist, login, service info, link columns and social links, and uses the kiosk banner until ?kiosk=0', async ({
    page,
  }) => {
    await page.goto('/?kiosk=1');
    await expect(page.getByText('Ask our friendly team to order any title for you in store')).toBeVisible();
    await expect(page.getByText('Free delivery over $99 or Click & Collect')).toHaveCount(0);
    const topBar = page.getByRole('navigation', { name: 'Customer links' });
    await expect(topBar.getByRole('link', { name: 'HELP' })).toBeVisible();
    await expect(topBar.getByRole('link', { name: 'WISHLIST' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join / Login' })).toHaveCount(0);
    // Adding is hidden in a kiosk, so is the basket (spec: the cart part of the header).
    await expect(page.getByRole('link', { name: /^Basket/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Stores', exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Our stores' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Customer Service' })).toHaveCount(0);
    await expect(footer.getByRole('navigation', { name: 'About Us' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
    await expect(footer.getByText(/Free shipping for orders over \$99/)).toBeVisible();
    await expectNoSeriousViolations(page);

    // The choice is kept in a cookie for the next pages.
    await page.goto('/category/bibles');
    await expect(topBar.getByRole('link', { name: 'WISHLIST' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Basket/ })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('tab', { name: 'Browse' })).toBeVisible();
    await expect(drawer.getByRole('tab')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.goto('/?kiosk=0');
    await expect(
      page.getByRole('navigation', { name: 'Customer links' }).getByRole('link', { name: 'WISHLIST' }),
    ).toBeVisible();
    await expect(page.getByText('Free delivery over $99 or Click & Collect')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Basket/ })).toBeVisible();
  });
});

test.describe('the mobile drawer', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('browses sections in sub-panels, closes on route change and Escape, and locks and restores the scroll', async ({
    page,
  }) => {
    await page.goto('/category/bibles');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText('Free shipping on orders over $99', { exact: true })).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);

    // Dispatched, not clicked: a click would first scroll the button into view.
    await page.getByRole('button', { name: 'Open menu' }).dispatchEvent('click');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Browse' })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByRole('tab', { name: 'Join / Login' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    for (const name of ['Home', 'Stores', 'Blog', 'Contact', 'Help']) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute(
      'href',
      '/help/faq/general-faq',
    );
    await expectNoSeriousViolations(page);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).not.toBe('fixed');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Music' }).click();
    await expect(drawer.getByRole('heading', { name: 'Music' })).toBeVisible();
    await drawer.getByRole('button', { name: '‹ Back' }).click();
    await drawer.getByRole('button', { name: 'Books' }).click();
    await drawer.getByRole('link', { name: 'Shop all Books' }).click();
    await expect(page).toHaveURL(/\/category\/books$/);
    await expect(drawer).toBeHidden();
  });

  test('the Join / Login tab signs in and becomes My Koorong with the account links and the payment panel', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('tab', { name: 'Join / Login' }).click();
    await expect(drawer.getByText('If you have an account login below.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/auth/signup?redirect_url=%2F',
    );
    await drawer.getByLabel('Email or membership no.').fill(GRACE.email);
    await drawer.getByLabel('Password').fill(GRACE.password);
    await drawer.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('You have been logged in.')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('tab', { name: 'My Koorong' }).click();
    await expect(drawer.getByText('Welcome back, Grace')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/account#preferences');
    await expect(drawer.getByRole('link', { name: 'Wishlists' })).toHaveAttribute('href', '/account#wishlist');
    await expect(drawer.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/account#reviews');
    await expect(drawer.getByRole('link', { name: 'My Koorong' })).toHaveAttribute('href', '/account');
    await drawer.getByRole('button', { name: 'Make Payment' }).click();
    await expect(drawer.getByRole('heading', { name: 'Make Payment' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('the basket badge', () => {
  test('counts the basket and is hidden on /checkout/processing', async ({ page }) => {
    const counted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    await counted;
    // Reading an empty basket starts no commerce session: a visitor (or a bot) gets no token until they add something.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('bookshop_session');

    await page.goto('/category/books');
    await page.getByRole('button', { name: 'Add to basket', exact: true }).first().click();
    await closeFlyout(page);
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket', exact: true }).nth(1).click();
    await closeFlyout(page);
    await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
    await page.goto('/checkout/processing');
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
  });
});

test.describe('the order-failure modal', () => {
  test('shows the full text and Close returns home', async ({ page }) => {
    await page.goto('/category/bibles?from=checkout&status=orderCreationFailed');
    const dialog = page.getByRole('dialog', { name: 'Your order could not be completed.' });
    await expect(dialog).toBeVisible();
    // The spec's one message reads as one text across the dialog's title and description.
    await expect(dialog).toContainText(
      'Your order could not be completed. We apologize for the inconvenience. You will receive an email in the next hour informing you of the status for your order.',
    );
    await expect(
      dialog.getByText(
        'We apologize for the inconvenience. You will receive an email in the next hour informing you of the status for your order.',
      ),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dialog).toBeHidden();
  });
});
