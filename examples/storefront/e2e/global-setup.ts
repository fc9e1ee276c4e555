import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '@bookshop/emulator';
import { findNginx, frontSecrets, nextFrontVariables, startFront } from '../../../scripts/lib/front.mjs';
import { E2E_PAGE_TTL_S } from './front';
import { REVALIDATE_SECRET } from './revalidateSecret';
import { freePort, startStorefront } from './startStorefront';

/**
 * Starts an isolated emulator, the production build of the site (STOREFRONT_URL) and, when nginx is installed, the
 * front before it (FRONT_URL, its placeholder nonce in FRONT_PLACEHOLDER); returns the teardown that stops them.
 * With the front, the site states the front's address as its own, as in production (SITE_ORIGIN either way).
 */
export default async function globalSetup() {
  // The site's port is chosen first: the back end's mails link to the site where the tests browse it.
  const port = await freePort();
  const emulator = await startEmulator({
    port: 0,
    database: 'memory',
    products: 600,
    seed: 11,
    storefrontUrl: `http://127.0.0.1:${port}`,
  });
  const secrets = frontSecrets();
  const frontPort = findNginx() ? await freePort() : undefined;
  const siteOrigin = frontPort ? `http://127.0.0.1:${frontPort}` : `http://127.0.0.1:${port}`;
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  try {
    // The tests stand in for a proxy on loopback: their X-Forwarded-For is the shopper's address (sign-in limits).
    storefront = await startStorefront({
      emulatorUrl: emulator.url,
      port,
      // The revalidation webhook answers only with a secret configured; shared-cache.spec calls it.
      variables: {
        BOOKSHOP_TRUSTED_PROXIES: 'loopback',
        BOOKSHOP_REVALIDATE_SECRET: REVALIDATE_SECRET,
        ...(frontPort ? nextFrontVariables(secrets, siteOrigin) : {}),
      },
    });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  const stateDir = mkdtempSync(join(tmpdir(), 'bookshop-front-'));
  const front = frontPort
    ? await startFront(
        {
          port: frontPort,
          upstreamPorts: [Number(new URL(storefront.url).port)],
          stateDir,
          ...secrets,
          hosts: ['127.0.0.1', 'localhost'],
          pageTtl: E2E_PAGE_TTL_S,
        },
        { output: 'inherit' },
      ).catch((error) => {
        storefront.stop();
        void emulator.stop();
        throw error;
      })
    : undefined;
  process.env.STOREFRONT_URL = storefront.url;
  process.env.EMULATOR_URL = emulator.url;
  process.env.SITE_ORIGIN = siteOrigin;
  if (front) {
    process.env.FRONT_URL = front.url;
    process.env.FRONT_PLACEHOLDER = secrets.nonce;
  }
  return async () => {
    front?.stop();
    storefront.stop();
    await emulator.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
