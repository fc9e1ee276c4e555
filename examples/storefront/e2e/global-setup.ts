import { startEmulator } from '@bookshop/emulator';
import { REVALIDATE_SECRET } from './revalidateSecret';
import { freePort, startStorefront } from './startStorefront';

/** Starts an isolated emulator and the production build of the site; returns the teardown that stops both. */
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
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  try {
    // The tests stand in for a proxy on loopback: their X-Forwarded-For is the shopper's address (sign-in limits).
    storefront = await startStorefront({
      emulatorUrl: emulator.url,
      port,
      // The revalidation webhook answers only with a secret configured; shared-cache.spec calls it.
      variables: { BOOKSHOP_TRUSTED_PROXIES: 'loopback', BOOKSHOP_REVALIDATE_SECRET: REVALIDATE_SECRET },
    });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  process.env.STOREFRONT_URL = storefront.url;
  process.env.EMULATOR_URL = emulator.url;
  return async () => {
    storefront.stop();
    await emulator.stop();
  };
}
