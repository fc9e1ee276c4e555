/** Debian's Chromium, which the tests and benches drive (never a browser Playwright downloads). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How every test and bench launches it: offline and quiet, so nothing it does reaches the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
