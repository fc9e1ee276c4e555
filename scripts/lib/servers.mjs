// The servers `npm start` and `npm run start:cluster` run: each started as a step (its line when it answers, its part
// of the log when it stops first), all of them stopped together on Ctrl-C, on SIGTERM or when one of them stops.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.mjs';
import { elapsed } from './steps.mjs';
import { portTaken, waitFor } from './waitFor.mjs';

/**
 * The running servers of one start, logging to the steps' log file. `afterStop` runs once every child has exited (a
 * server that is not a child of ours, such as PostgreSQL under pg_ctl, is stopped there).
 *
 * @param {ReturnType<typeof import('./steps.mjs').createSteps>} steps
 */
export function createServers(steps) {
  const logPath = join(root, steps.logFile);
  // The servers write to the log too: the terminal keeps the steps and the summary.
  const logFd = openSync(logPath, 'a');
  const children = [];
  const cleanups = [];
  let stopping = false;

  const startChild = (command, args, options) => {
    const child = spawn(command, args, { stdio: ['ignore', logFd, logFd], ...options });
    children.push(child);
    return child;
  };

  async function stop(code) {
    if (stopping) return;
    stopping = true;
    console.log('\n  Stopping the servers');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
    for (const cleanup of cleanups.reverse()) cleanup();
    process.exit(code);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  /** Starts a server as a step: its line when `url` answers, or its part of the log when it stops first. */
  async function serve(title, url, start) {
    const began = Date.now();
    const mark = readFileSync(logPath, 'utf8').length;
    const child = start();
    try {
      await waitFor(url, child, title);
      console.log(`  ✓ ${title}  ${elapsed(Date.now() - began)}`);
    } catch (error) {
      console.error(`  ✗ ${title}: ${error.message.replace('see its output above', 'its output follows')}\n`);
      console.error(readFileSync(logPath, 'utf8').slice(mark).trimEnd());
      console.error(`\n  The full log: ${steps.logFile}`);
      await stop(1);
    }
  }

  /** Once everything runs: any server that stops on its own stops the rest. */
  function watch() {
    for (const child of children) {
      child.once('exit', (code) => {
        if (stopping) return;
        console.error(`\n  ✗ a server stopped (exit ${code}); the log: ${steps.logFile}`);
        stop(code ?? 1);
      });
    }
  }

  return {
    logFd,
    startChild,
    /** Stops a child started elsewhere (nginx through front.mjs) with the rest. */
    adopt: (child) => children.push(child),
    serve,
    stop,
    watch,
    afterStop: (cleanup) => cleanups.push(cleanup),
  };
}

/** Stops with a line naming the variable to change when something already listens on one of these ports. */
export async function refuseTakenPorts(servers) {
  for (const [port, name, variable] of servers) {
    if (await portTaken(port)) {
      console.error(
        `✗ 127.0.0.1:${port} is already in use; stop what runs there or choose another port for ${name} with ${variable}=…`,
      );
      process.exit(1);
    }
  }
}

/**
 * `next start` of the site on a loopback port; idle connections outlive a browser's or a front's keep-alive, so a
 * reused socket is never closed under it.
 */
export const nextStartArgs = (port) => [
  'start',
  '--hostname',
  '127.0.0.1',
  '--port',
  String(port),
  '--keepAliveTimeout',
  '75000',
];
export const NEXT_BIN = join(root, 'examples/storefront/node_modules/.bin/next');

/** The seeded demo customers, one line each, as the summaries print them. */
async function demoLogins() {
  const { DEMO_CUSTOMERS } = await import(pathToFileURL(join(root, 'packages/emulator/dist/index.js')).href);
  return DEMO_CUSTOMERS.map(
    (c) => `    ${c.kind.padEnd(6)} ${c.email.padEnd(30)} ${c.password}   member no. ${c.customerNumber}`,
  ).join('\n');
}

/** The banner once everything answers: what runs where (`where`, a line each), the log file and the demo logins. */
export async function printRunning(where, logFile) {
  console.log(`
${where.join('\n')}
  Logs                 ${logFile}

  Demo logins:
${await demoLogins()}

  Press Ctrl-C to stop.
`);
}
