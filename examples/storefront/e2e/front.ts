/** How long the e2e front keeps a page fresh: short, so a test can watch an edit arrive through it. */
export const E2E_PAGE_TTL_S = 3;

/** The front's URL; npm test installs nginx, so without it the front's tests fail saying why instead of passing. */
export function frontUrl(): string {
  const url = process.env.FRONT_URL;
  if (!url) throw new Error('nginx is not installed, so the front did not start: apt-get install nginx');
  return url;
}

/** The placeholder nonce the site renders for the front, which no browser may ever receive. */
export const frontPlaceholder = (): string => process.env.FRONT_PLACEHOLDER ?? '';
