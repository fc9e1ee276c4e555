// The emulator as the start commands run it: its catalogue seeded once (a step), then served on a loopback port, its
// data in .data/emulator or, with a postgres:// URL, on that PostgreSQL server.
import { join } from 'node:path';
import { root } from './paths.mjs';
import { seedProgress } from './steps.mjs';
import { emulatorReadyUrl } from './waitFor.mjs';

const CLI = join(root, 'packages/emulator/dist/cli.js');

/** Where the data is, as the summaries say it, and the CLI's arguments for it. */
export const emulatorData = (databaseUrl) =>
  databaseUrl
    ? // Never the password: the summary is printed and logged.
      {
        dataIn: `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`,
        dataArgs: ['--data', databaseUrl],
      }
    : { dataIn: '.data/emulator', dataArgs: ['--data', '.data/emulator'] };

/**
 * Seeds the catalogue (first run only) and starts the emulator on `port`; mailed links (sign-in, password reset) open
 * on `storefrontUrl`, the address the shopper browses, with their cookies.
 *
 * @param {ReturnType<typeof import('./steps.mjs').createSteps>} steps
 * @param {ReturnType<typeof import('./servers.mjs').createServers>} servers
 */
export async function seedAndServeEmulator(steps, servers, { port, storefrontUrl, databaseUrl }) {
  const { dataIn, dataArgs } = emulatorData(databaseUrl);
  await steps.step('Seeding the catalogue', process.execPath, [CLI, 'seed', ...dataArgs], {
    progress: seedProgress,
    summary: (output) => (/already seeded/.test(output) ? `already in ${dataIn}` : `into ${dataIn}`),
  });
  const url = `http://127.0.0.1:${port}`;
  const args = [CLI, 'start', ...dataArgs, '--port', String(port), '--storefront-url', storefrontUrl];
  await servers.serve('Starting the emulator', emulatorReadyUrl(url), () =>
    servers.startChild(process.execPath, args, { cwd: root }),
  );
  return { url, dataIn };
}
