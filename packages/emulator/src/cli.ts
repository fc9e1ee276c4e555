#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { describeDatabase, isPostgresUrl, openDatabase } from './db/database';
import { prepareDatabase } from './db/prepareDatabase';
import { EMULATOR_DEFAULTS, startEmulator } from './emulator';
import { DEMO_GIFT_CARDS } from './seed/backendAccounts';
import { DEMO_CUSTOMERS } from './seed/customers';
import { DEFAULT_PRODUCT_COUNT } from './seed/seed';
import { TEST_CARDS } from './services/adyen/testCards';
import { ADMIN_CLIENT, DEMO_CLIENT } from './services/commercetools/oauth/clients';
import { CONTENTSTACK_KEYS } from './services/contentstack/errors';
import { EMARSYS_USER } from './services/emarsys/wsse';
import { LOQATE_KEY } from './services/loqate/index';

const usage = `Usage: bookshop-emulator <start|seed> [options]

  start   serve every emulated service (seeds the database first when it is empty)
  seed    create and seed the database, then exit

Options:
  --data DIR|URL    keep the database in DIR (default .data/emulator); "memory" for a throw-away one; a
                    postgres://user:password@host:port/database URL for a PostgreSQL server (15 or newer)
  --products N      products to generate when seeding (default ${DEFAULT_PRODUCT_COUNT})
  --seed S          PRNG seed of the catalogue (default 1)
  --port P          port to listen on (default 4000)
  --host H          interface to listen on (default 127.0.0.1)
  --allow-origin O  an origin whose pages may read answers in a browser (CORS), repeatable
                    (default http://127.0.0.1:3000 and http://localhost:3000, the storefront)
  --storefront-url U
                    the storefront's address as shoppers open it, which mailed links point at
                    (default http://127.0.0.1:3000)

Environment:
  DATABASE_URL      a postgres:// URL used when --data is not given`;

function fail(message: string): never {
  console.error(`bookshop-emulator: ${message}\n\n${usage}`);
  process.exit(2);
}

// An unreachable server or an unusable location ends the CLI with its message rather than a stack trace.
async function orExit<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    console.error(`bookshop-emulator: ${(error as Error).message}`);
    process.exit(1);
  }
}

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        data: { type: 'string' },
        products: { type: 'string' },
        seed: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        'allow-origin': { type: 'string', multiple: true },
        'storefront-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const command = positionals[0];
const products = wholeNumber(values.products, '--products');
const seed = wholeNumber(values.seed, '--seed');
const log = (message: string) => console.log(`[emulator] ${message}`);
const database = values.data || process.env.DATABASE_URL || '.data/emulator';

if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
} else if (command === 'seed') {
  const db = await orExit(openDatabase(database));
  const started = Date.now();
  try {
    const seeded = await orExit(prepareDatabase(db, { products, seed, onProgress: log }));
    if (seeded) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`seeded ${seeded} products into ${describeDatabase(database)} in ${seconds} s`);
    } else {
      const again = isPostgresUrl(database) ? 'drop and create the database' : 'delete the folder';
      log(`${describeDatabase(database)} is already seeded; ${again} to seed again`);
    }
  } finally {
    await db.close();
  }
} else if (command === 'start') {
  const emulator = await orExit(
    startEmulator({
      database,
      products,
      seed,
      port: wholeNumber(values.port, '--port') ?? 4000,
      host: values.host,
      allowedOrigins: values['allow-origin'],
      storefrontUrl: values['storefront-url'],
      log,
    }),
  );
  log(`listening on ${emulator.url} (data in ${describeDatabase(database)})`);
  for (const path of [
    '/commercetools',
    '/searchspring',
    '/contentstack',
    '/backend',
    '/emarsys',
    '/loqate',
    '/yotpo',
    '/currency',
    '/covers',
  ])
    log(`  ${emulator.url}${path}`);
  log(
    `commercetools project key "${EMULATOR_DEFAULTS.projectKey}", Searchspring site id "${EMULATOR_DEFAULTS.siteId}"`,
  );
  log(`commercetools API client "${DEMO_CLIENT.id}" / "${DEMO_CLIENT.secret}" (auth at ${emulator.url}/commercetools)`);
  log(
    `commercetools admin API client "${ADMIN_CLIENT.id}" / "${ADMIN_CLIENT.secret}" (manage_project, for its examples)`,
  );
  log(
    `Contentstack api_key "${CONTENTSTACK_KEYS.apiKey}", delivery token "${CONTENTSTACK_KEYS.deliveryToken}", management token "${CONTENTSTACK_KEYS.managementToken}", environment "${CONTENTSTACK_KEYS.environment}"; Loqate Key "${LOQATE_KEY}"; Searchspring content feed site id "${EMULATOR_DEFAULTS.siteId}-content"`,
  );
  log(`Emarsys API user "${EMARSYS_USER.username}" / secret "${EMARSYS_USER.secret}" (X-WSSE signs every request)`);
  log(`demo gift cards: ${DEMO_GIFT_CARDS.map((card) => `${card.code} (pin ${card.pin})`).join(', ')}`);
  log(`test cards: ${TEST_CARDS.map((card) => `${card.number} (${card.note})`).join(', ')}`);
  log('demo logins:');
  for (const customer of DEMO_CUSTOMERS) {
    log(`  ${customer.kind.padEnd(5)} ${customer.email} / ${customer.password} (member ${customer.customerNumber})`);
  }
  const shutdown = async () => {
    log('stopping');
    await emulator.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} else {
  fail(`unknown command "${command}"`);
}
