// `npm run start:cluster [-- --instances N]`: the production shape on one machine. Install and build as `npm start`
// does, plus a release build every instance shares (one NEXT_DEPLOYMENT_ID and Server Actions key); then the emulator
// on PostgreSQL, redis-server for the state the instances share (REDIS_URL), N storefront instances (default 2) and
// the front round-robining over them. Prints what runs where and the demo logins; Ctrl-C or SIGTERM stops it all.
// Debian's postgresql, redis-server and nginx are installed when root and missing. Logs: .data/logs/start-cluster.log.

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDebianPackage } from './lib/debianPackage.mjs';
import { seedAndServeEmulator } from './lib/emulatorServer.mjs';
import { findNginx, frontSecrets, nextFrontVariables, PAGE_TTL_S, spawnFront } from './lib/front.mjs';
import { root } from './lib/paths.mjs';
import { ensurePostgresServer, postgresDir, startPostgresServer } from './lib/postgresServer.mjs';
import { ensureRedisServer, findRedisServer, redisServerArgs } from './lib/redisServer.mjs';
import { releaseIdentity } from './lib/release.mjs';
import { createServers, NEXT_BIN, nextStartArgs, printRunning, refuseTakenPorts } from './lib/servers.mjs';
import { createSteps, elapsed } from './lib/steps.mjs';
import { portTaken } from './lib/waitFor.mjs';
import { build, buildRelease, install, sourceHash } from './lib/workspace.mjs';

const { values } = (() => {
  try {
    return parseArgs({ options: { instances: { type: 'string', default: '2' } } });
  } catch (error) {
    console.error(`✗ ${error.message}; the one option is --instances N`);
    process.exit(2);
  }
})();
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error(`✗ --instances takes a whole number from 1 to 16, not "${values.instances}"`);
  process.exit(2);
}

const port = (variable, fallback) => Number(process.env[variable] ?? fallback);
const frontPort = port('STOREFRONT_PORT', 3000);
// The instances take the ports after the front's, one each.
const firstNextPort = port('NEXT_PORT', frontPort + 1);
const nextPorts = Array.from({ length: instances }, (_, index) => firstNextPort + index);
const emulatorPort = port('EMULATOR_PORT', 4000);
const redisPort = port('REDIS_PORT', 6380);
const postgresPort = port('POSTGRES_PORT', 5433);
const frontUrl = `http://127.0.0.1:${frontPort}`;
const clusterDir = join(root, '.cache/cluster');
// A distDir of its own: a build with the release's identity is never served by `npm start` or the tests.
const RELEASE_DIST_DIR = '.next-cluster';

// A step that fails once the servers run (seeding) stops them too: PostgreSQL would otherwise outlive this process.
let failed = (code) => process.exit(code);
const steps = createSteps({ logFile: join(root, '.data/logs/start-cluster.log'), exit: (code) => failed(code) });
console.log(`Bookshop storefront kit: ${instances} instance${instances === 1 ? '' : 's'} behind the front\n`);
await install(steps);
await build(steps);
const release = releaseIdentity({ sourceHash: sourceHash(), keyFile: join(clusterDir, 'server-actions.key') });
await buildRelease(steps, { distDir: RELEASE_DIST_DIR, env: release });

const purpose = 'npm run start:cluster';
ensurePostgresServer({ purpose: `the emulator's database (${purpose})`, otherwise: 'or use npm start' });
ensureRedisServer({ purpose: `the instances' shared state (${purpose})`, otherwise: 'or use npm start' });
ensureDebianPackage({
  name: 'nginx',
  purpose: `the front over the instances (${purpose})`,
  present: () => findNginx() !== undefined,
  otherwise: 'or use npm start, which serves one instance without it',
});

await refuseTakenPorts([
  [frontPort, 'the front', 'STOREFRONT_PORT'],
  ...nextPorts.map((nextPort) => [nextPort, 'the instances (consecutive ports)', 'NEXT_PORT']),
  [emulatorPort, 'the emulator', 'EMULATOR_PORT'],
  [redisPort, 'redis-server', 'REDIS_PORT'],
  [postgresPort, 'PostgreSQL', 'POSTGRES_PORT'],
]);

const servers = createServers(steps);
failed = (code) => servers.stop(code);

// PostgreSQL runs under pg_ctl, not as our child: stopped after the emulator, which holds connections to it.
const postgresAt = postgresDir(join(clusterDir, 'postgres'), join(tmpdir(), 'bookshop-cluster-postgres'));
const began = Date.now();
let postgres;
try {
  postgres = startPostgresServer({ dir: postgresAt, port: postgresPort });
} catch (error) {
  console.error(
    `  ✗ Starting PostgreSQL: ${error.stderr ?? error.message}\n  Its log: ${join(postgresAt, 'server.log')}`,
  );
  process.exit(1);
}
servers.afterStop(postgres.stop);
console.log(`  ✓ Starting PostgreSQL  ${elapsed(Date.now() - began)}`);

const redisDir = join(clusterDir, 'redis');
mkdirSync(redisDir, { recursive: true });
const redisUrl = `redis://127.0.0.1:${redisPort}`;
{
  const started = Date.now();
  const redis = servers.startChild(findRedisServer(), redisServerArgs(redisPort, redisDir));
  while (!(await portTaken(redisPort))) {
    if (redis.exitCode !== null) {
      console.error(`  ✗ redis-server stopped (exit ${redis.exitCode}); the log: ${steps.logFile}`);
      await servers.stop(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`  ✓ Starting redis-server  ${elapsed(Date.now() - started)}`);
}

const emulator = await seedAndServeEmulator(steps, servers, {
  port: emulatorPort,
  storefrontUrl: frontUrl,
  databaseUrl: postgres.url,
});

const secrets = frontSecrets();
const siteUrl = process.env.BOOKSHOP_SITE_URL ?? frontUrl;
// Every instance: the same release, the same store, the same front secrets; the front is the one proxy whose
// forwarded address they believe (sign-in limits count the shopper's address).
const instanceEnv = {
  ...process.env,
  ...release,
  NEXT_DIST_DIR: RELEASE_DIST_DIR,
  BOOKSHOP_EMULATOR_URL: emulator.url,
  REDIS_URL: redisUrl,
  ...nextFrontVariables(secrets, siteUrl),
  BOOKSHOP_TRUSTED_PROXIES: 'loopback',
};
// Started together: each instance's start-up is mostly waiting.
await Promise.all(
  nextPorts.map((nextPort, index) =>
    servers.serve(`Starting storefront instance ${index + 1} (Next)`, `http://127.0.0.1:${nextPort}`, () =>
      servers.startChild(NEXT_BIN, nextStartArgs(nextPort), {
        cwd: join(root, 'examples/storefront'),
        env: instanceEnv,
      }),
    ),
  ),
);

await servers.serve('Starting the front (nginx)', frontUrl, () => {
  const front = spawnFront(
    {
      port: frontPort,
      upstreamPorts: nextPorts,
      stateDir: join(clusterDir, 'front'),
      ...secrets,
      hosts: [new URL(siteUrl).hostname, '127.0.0.1', 'localhost'],
    },
    { output: servers.logFd },
  );
  servers.adopt(front);
  return front;
});

await printRunning(
  [
    `  Bookshop storefront  ${frontUrl}   (the front: round robin over ${instances} instance${instances === 1 ? '' : 's'}, anonymous pages cached ${PAGE_TTL_S} s)`,
    ...nextPorts.map((nextPort, index) => `  Instance ${index + 1}           http://127.0.0.1:${nextPort}`),
    `  Shared state         ${redisUrl}   (redis-server, nothing saved)`,
    `  Service emulator     ${emulator.url}   (data in ${emulator.dataIn}, folder ${postgresAt})`,
    `  Release              ${release.NEXT_DEPLOYMENT_ID}   (examples/storefront/${RELEASE_DIST_DIR})`,
  ],
  steps.logFile,
);
servers.watch();
