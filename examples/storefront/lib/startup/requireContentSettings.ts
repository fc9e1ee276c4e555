import { configFromEnv, createBookshop } from '@bookshop/sdk';

/**
 * Spec: missing content-service settings throw at start-up. Reads the settings once as the server starts and, when the
 * content service is not configured, refuses the request or has no usable `global_settings` entry, stops the process
 * with the SDK's reason, rather than failing on a shopper's first page. It exits rather than throws: Next.js only logs
 * an error thrown by `register()` and then answers 500 to every page.
 */
export async function requireContentSettings(): Promise<void> {
  try {
    await createBookshop(configFromEnv()).content.settings();
  } catch (error) {
    console.error(`✗ The storefront cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
