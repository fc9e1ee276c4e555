import { test as base, expect } from '@playwright/test';
import { frontUrl } from './front';

// The base URL is only known once global-setup has picked a free port, so it is read per test.
export const test = base.extend<{ newsletterPopup: boolean }, { throughFront: boolean; siteUrl: string }>({
  // The newsletter pop-up opens on any scroll to the top after 5 s; tests about other things start with it
  // dismissed (its cache written as a fresh dismissal) so it cannot cover what they click. Its own tests opt in.
  newsletterPopup: [false, { option: true }],
  // The 'front' project runs its specs through the HTTP front (nginx) instead of straight to Next.
  throughFront: [false, { option: true, scope: 'worker' }],
  // The address the specs browse.
  siteUrl: [
    async ({ throughFront }, use) => {
      await use(throughFront ? frontUrl() : (process.env.STOREFRONT_URL ?? ''));
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ newsletterPopup, siteUrl }, use) => {
    void newsletterPopup;
    await use(siteUrl);
  },
  page: async ({ page, newsletterPopup }, use) => {
    if (!newsletterPopup) {
      await page.addInitScript(() => {
        window.localStorage.setItem(
          'bookshop:newsletter',
          JSON.stringify({ hasSubscribed: false, timestamp: Date.now() }),
        );
      });
    }
    await use(page);
  },
});

export { expect };
