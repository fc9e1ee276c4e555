import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startStorefront } from '../../examples/storefront/e2e/startStorefront';
import { callCountingProxy } from './callCounter';

/** The repository root, where Lighthouse and the storefront's build live. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const site = join(root, 'examples/storefront');

/** The storefront's bench build folder: `NEXT_DIST_DIR`, never the `.next` the e2e tests start. */
export const distDir = process.env.NEXT_DIST_DIR || '.next-bench';

/** Counts the storefront server's calls to its services (see `callCountingProxy`). */
export type CallCounter = Awaited<ReturnType<typeof callCountingProxy>>;

/**
 * Runs `measure` against an in-memory emulator (seed 11) and `next start` of the bench build (or the `build` folder
 * given), both on free loopback ports, and stops both afterwards whatever happens. With `countCalls` the storefront
 * reaches the emulator through a counting proxy, handed to `measure` (a hop on loopback, so pages' figures are
 * measured without it).
 */
export async function withBenchSite<T>(
  products: number,
  measure: (storefrontUrl: string, emulatorUrl: string, calls?: CallCounter) => Promise<T>,
  build: string = distDir,
  { countCalls = false }: { countCalls?: boolean } = {},
): Promise<T> {
  // The emulator comes from the storefront's dependencies.
  const { startEmulator } = (await import(
    pathToFileURL(createRequire(join(site, 'package.json')).resolve('@bookshop/emulator')).href
  )) as typeof import('../../packages/emulator/dist/index.js');
  const emulator = await startEmulator({ port: 0, database: 'memory', products, seed: 11 });
  let storefront: Awaited<ReturnType<typeof startStorefront>> | undefined;
  let calls: CallCounter | undefined;
  try {
    calls = countCalls ? await callCountingProxy(new URL(emulator.url)) : undefined;
    storefront = await startStorefront({ emulatorUrl: calls?.url ?? emulator.url, distDir: build, output: 'ignore' });
    return await measure(storefront.url, emulator.url, calls);
  } finally {
    storefront?.stop();
    calls?.server.close();
    await emulator.stop();
  }
}
