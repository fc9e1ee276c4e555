import type { AddressInfo } from 'node:net';
import { type DatabaseLocation, openDatabase } from './db/database';
import { prepareDatabase } from './db/prepareDatabase';
import { createHttpServer } from './http/server';
import { DEMO_CUSTOMERS, type DemoCustomer } from './seed/customers';
import { adyenService } from './services/adyen/index';
import { backendService } from './services/backend/index';
import { commercetoolsService } from './services/commercetools/index';
import { contentstackService } from './services/contentstack/index';
import { coversService } from './services/covers/index';
import { currencyService } from './services/currency/index';
import { emarsysService } from './services/emarsys/index';
import { loqateService } from './services/loqate/index';
import { searchspringService } from './services/searchspring/index';
import { yotpoService } from './services/yotpo/index';

/** The identifiers the SDK and the site use by default against the emulator. */
export const EMULATOR_DEFAULTS = {
  projectKey: 'bookshop',
  siteId: 'bookshop',
  contentstackEnvironment: 'development',
} as const;

export interface EmulatorOptions {
  /** Port to listen on; 0 picks a free one. Default 4000. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the emulator is never exposed beyond this machine by default. */
  host?: string;
  /**
   * `'memory'` (default) for a throw-away embedded database, a directory that keeps an embedded database between
   * runs, or a `postgres://user:password@host:port/database` URL to run on a PostgreSQL server (15 or newer; the
   * emulator migrates and seeds it like the embedded one). The CLI passes `DATABASE_URL` here when it is set.
   */
  database?: DatabaseLocation;
  /** PRNG seed for the catalogue. */
  seed?: number;
  /** Products to generate when the database is empty. */
  products?: number;
  log?: (message: string) => void;
  /**
   * Origins whose pages may read the emulator's answers in a browser (CORS). Default: the storefront at
   * `http://127.0.0.1:3000` and `http://localhost:3000`. Every other origin gets no `Access-Control-Allow-Origin`,
   * so a page open in the developer's browser cannot read the back end's mailbox and its password-reset links.
   */
  allowedOrigins?: readonly string[];
  /**
   * The storefront's address as shoppers open it, which the links in the back end's mails (sign-in, password reset,
   * shared wishlists) point at. It must be the very origin the shopper browses: a link to another host name for the
   * same server (`localhost` for `127.0.0.1`) opens without the shopper's cookies, and so without their basket.
   * Default `http://127.0.0.1:3000`, where `npm start` and `pnpm dev` serve the storefront.
   */
  storefrontUrl?: string;
}

export interface RunningEmulator {
  /** Base URL, e.g. `http://127.0.0.1:4000`; each service lives under its own path below it. */
  url: string;
  port: number;
  demoCustomers: readonly DemoCustomer[];
  stop(): Promise<void>;
}

/**
 * Starts the emulator: opens (and migrates) the database, seeds it when empty, and serves every emulated service.
 *
 * @example
 * ```ts
 * const emulator = await startEmulator({ port: 0, database: 'memory', products: 200 });
 * // … point the SDK at emulator.url …
 * await emulator.stop();
 *
 * // The same on a PostgreSQL server:
 * await startEmulator({ database: 'postgres://bookshop:secret@127.0.0.1:5432/bookshop' });
 * ```
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const log = options.log ?? (() => {});
  const db = await openDatabase(options.database ?? 'memory');
  try {
    await prepareDatabase(db, { products: options.products, seed: options.seed, onProgress: log });
  } catch (error) {
    await db.close();
    throw error;
  }
  const server = createHttpServer(
    [
      searchspringService(db, EMULATOR_DEFAULTS.siteId),
      coversService(db),
      contentstackService(db),
      emarsysService(db),
      loqateService(),
      currencyService(),
      commercetoolsService(db, EMULATOR_DEFAULTS.projectKey, log),
      backendService(db, { projectKey: EMULATOR_DEFAULTS.projectKey, log, storefrontUrl: options.storefrontUrl }),
      yotpoService(db),
      adyenService(db),
    ],
    log,
    options.allowedOrigins,
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, options.host ?? '127.0.0.1', resolve);
  });
  const { port, address } = server.address() as AddressInfo;
  let stopped: Promise<void> | undefined;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    port,
    demoCustomers: DEMO_CUSTOMERS,
    stop: () =>
      (stopped ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await db.close();
      })()),
  };
}
