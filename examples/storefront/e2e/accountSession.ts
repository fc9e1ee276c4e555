import type { Page } from '@playwright/test';

/** The demo logins the emulator seeds (printed by `npm start`): one of each customer kind, and the loyalty failure. */
export const DEMO = {
  consumer: { email: 'grace@example.com', password: 'Psalm23!grace', firstName: 'Grace' },
  business: { email: 'accounts@stmarks.example.org', password: 'Psalm23!church', firstName: 'Peter' },
  staff: { email: 'sam.staff@example.com', password: 'Psalm23!staff', firstName: 'Sam' },
  loyaltyFails: { email: 'yotpo.fails@example.com', password: 'Psalm23!yotpo', firstName: 'Lydia' },
} as const;

/** The headers a same-origin request from the site's own pages carries (the routes refuse other origins). */
// `connection: close`: the server drops an idle kept-alive socket after five seconds, and a later request that picks that
// socket up fails with ECONNRESET; one socket per call avoids the race.
const sameOrigin = () => ({ origin: new URL(process.env.STOREFRONT_URL ?? '').origin, connection: 'close' });

/**
 * Signs a demo customer in through the site's own route (the page's cookie jar keeps the session). Tests that change
 * what a demo customer has must put it back: other tests read the same customer in parallel.
 */
export async function signInAs(page: Page, login: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { username: login.email, password: login.password },
    headers: sameOrigin(),
  });
  if (!response.ok()) throw new Error(`Sign-in as ${login.email} answered ${response.status()}`);
}

let joined = 0;

/**
 * Joins as a new consumer with nothing saved and signs in, for tests that change the customer: each gets its own, so
 * tests running side by side never see each other's changes. Answers the new customer's login.
 */
export async function signUpFresh(page: Page, firstName = 'Ruth', lastName = 'Tester') {
  const email = `account-${Date.now()}-${process.pid}-${joined++}@example.com`;
  const password = 'Psalm23!fresh';
  const response = await page.request.post('/api/auth/sign-up', {
    data: { firstName, lastName, email, password },
    headers: sameOrigin(),
  });
  if (!response.ok()) throw new Error(`Joining as ${email} answered ${response.status()}: ${await response.text()}`);
  return { email, password, firstName, lastName };
}
