#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database';
import { migrate } from './db/migrations';
import { EMULATOR_DEFAULTS, startEmulator } from './emulator';
import { DEMO_GIFT_CARDS } from './seed/backendAccounts';
import { DEMO_CUSTOMERS } from './seed/customers';
import { DEFAULT_PRODUCT_COUNT, isSeeded, seedDatabase } from './seed/seed';
import { DEMO_CLIENT } from './services/commercetools/oauth/clients';
import { CONTENTSTACK_KEYS } from './services/contentstack/errors';
import { LOQATE_KEY } from './services/loqate/index';

const usage = `Usage: bookshop-emulator <start|seed> [options]

  start   serve every emulated service (seeds the database first when it is empty)
  seed    create and seed the database, then exit

Options:
  --data DIR        keep the database in DIR (default .data/emulator); "memory" for a throw-away one
  --products N      products to generate when seeding (default ${DEFAULT_PRODUCT_COUNT})
  --seed S          PRNG seed of the catalogue (default 1)
  --port P          port to listen on (default 4000)
  --host H          interface to listen on (default 127.0.0.1)`;

function fail(message: string): never {
  console.error(`bookshop-emulator: ${message}\n\n${usage}`);
  process.exit(2);
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
        data: { type: 'string', default: '.data/emulator' },
        products: { type: 'string' },
        seed: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
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

if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
} else if (command === 'seed') {
  const db = await openDatabase(values.data);
  await migrate(db);
  if (await isSeeded(db)) {
    log(`${values.data} is already seeded; delete the folder to seed again`);
  } else {
    const started = Date.now();
    const result = await seedDatabase(db, { products, seed, onProgress: log });
    log(`seeded ${result.products} products into ${values.data} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.close();
} else if (command === 'start') {
  const emulator = await startEmulator({
    database: values.data,
    products,
    seed,
    port: wholeNumber(values.port, '--port') ?? 4000,
    host: values.host,
    log,
  });
  log(`listening on ${emulator.url}`);
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
    `Contentstack api_key "${CONTENTSTACK_KEYS.apiKey}", delivery token "${CONTENTSTACK_KEYS.deliveryToken}", environment "${CONTENTSTACK_KEYS.environment}"; Loqate Key "${LOQATE_KEY}"; Searchspring content feed site id "${EMULATOR_DEFAULTS.siteId}-content"`,
  );
  log(`demo gift cards: ${DEMO_GIFT_CARDS.map((card) => `${card.code} (pin ${card.pin})`).join(', ')}`);
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
