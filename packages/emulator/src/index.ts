// The public surface of `@bookshop/emulator`.
export type { DatabaseLocation } from './db/database';
export { EMULATOR_DEFAULTS, type EmulatorOptions, type RunningEmulator, startEmulator } from './emulator';
export { DEMO_CUSTOMERS, type DemoCustomer } from './seed/customers';
export { DEFAULT_PRODUCT_COUNT, type SeedOptions } from './seed/seed';
export { CONTENTSTACK_KEYS } from './services/contentstack/errors';
