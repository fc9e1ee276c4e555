// The set-up commands' output, as a good installer prints it: one line per step with its elapsed time, a spinner and
// what the step is doing for the long ones (on a terminal), and every command's full output in a log file, printed
// when a step fails. Nothing else reaches the terminal, so a clean run shows no warnings a newcomer has to read.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { root } from './paths.mjs';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Seconds as the step lines show them: `0.4 s`, `12.3 s`, `2:05`. */
export function elapsed(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
}

/**
 * A step runner writing to `logFile` (created anew) and to `out` (a terminal gets the spinner; anything else, a CI
 * log or a pipe, gets only the finished lines).
 *
 * @param {object} options
 * @param {string} options.logFile
 * @param {NodeJS.WriteStream} [options.out]
 * @param {() => number} [options.now]
 * @param {(code: number) => never} [options.exit] what a failed step ends with (tests pass their own)
 */
export function createSteps({ logFile, out = process.stdout, now = Date.now, exit = process.exit }) {
  mkdirSync(dirname(logFile), { recursive: true });
  writeFileSync(logFile, `${new Date(now()).toISOString()} ${process.argv.slice(1).join(' ')}\n`);
  const shownLog = relative(root, logFile) || logFile;
  const log = (text) => appendFileSync(logFile, text);
  const live = Boolean(out.isTTY);

  /** Prints a finished step's line. */
  const done = (mark, title, ms, note = '') =>
    out.write(`${live ? '\r\x1b[2K' : ''}  ${mark} ${title}${note ? ` (${note})` : ''}  ${elapsed(ms)}\n`);

  /**
   * Runs one command as a step. `progress` reads each line of its output and answers what to show beside the
   * spinner (or nothing to keep the last); `summary` reads the whole output and answers a note for the finished line.
   * Resolves to the output when the command succeeds; when it fails, prints the output and the log's path and
   * exits with the command's code.
   *
   * @param {string} title
   * @param {string} command
   * @param {string[]} args
   * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, progress?: (line: string) => string | undefined,
   *   summary?: (output: string) => string | undefined }} [options]
   * @returns {Promise<string>}
   */
  async function step(title, command, args, { cwd = root, env = process.env, progress, summary } = {}) {
    const started = now();
    log(`\n── ${title}: ${[command, ...args].join(' ')}\n`);
    let output = '';
    let detail = '';
    let frame = 0;
    const draw = () => {
      const since = elapsed(now() - started);
      out.write(`\r\x1b[2K  ${FRAMES[frame++ % FRAMES.length]} ${title}${detail ? ` · ${detail}` : ''}  ${since}`);
    };
    const timer = live ? setInterval(draw, 100) : undefined;
    if (live) draw();
    const code = await new Promise((resolve) => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let partial = '';
      const read = (chunk) => {
        const text = chunk.toString();
        output += text;
        log(text);
        if (!progress) return;
        const lines = (partial + text).split(/\r?\n|\r/);
        partial = lines.pop() ?? '';
        for (const line of lines) detail = progress(line) ?? detail;
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('error', (error) => {
        output += `could not run ${command}: ${error.message}\n`;
        log(`could not run ${command}: ${error.message}\n`);
        resolve(127);
      });
      child.on('close', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 : 1)));
    });
    clearInterval(timer);
    if (code === 0) {
      done('✓', title, now() - started, summary?.(output));
      return output;
    }
    done('✗', `${title} failed (exit ${code})`, now() - started);
    out.write(`\n${output.trimEnd()}\n\n  The full log: ${shownLog}\n`);
    return exit(code);
  }

  /** A line for a step that had nothing to do, e.g. a build that is up to date. */
  const skipped = (title) => out.write(`  ✓ ${title}\n`);

  return { step, skipped, log, logFile: shownLog };
}

/** pnpm install's progress: how many of the packages it resolved are in place. */
export function installProgress(line) {
  const match = /Progress: resolved (\d+), reused (\d+), downloaded (\d+), added (\d+)/.exec(line);
  return match ? `${match[4]}/${match[1]} packages` : undefined;
}

/** What `pnpm run build` is building: a package's build, then the storefront's phases. */
export function buildProgress(line) {
  const pkg = /^(packages\/[\w-]+|examples\/[\w-]+) build\$/.exec(line)?.[1];
  if (pkg) return pkg.startsWith('examples/') ? 'the storefront' : `@bookshop/${pkg.split('/')[1]}`;
  if (/^> next build/.test(line)) return 'the storefront';
  if (/Creating an optimized production build/.test(line)) return 'the storefront: compiling';
  if (/Running TypeScript/.test(line)) return 'the storefront: checking types';
  const pages = /Generating static pages[^(]*\((\d+)\/(\d+)\)/.exec(line);
  if (pages) return `the storefront: pages ${pages[1]}/${pages[2]}`;
  if (/Finalizing page optimization|Collecting build traces/.test(line)) return 'the storefront: finishing';
  return undefined;
}

/** The emulator's seeding progress (`[emulator] seeded 5000/20000 products`). */
export function seedProgress(line) {
  const products = /seeded (\d+)\/(\d+) products/.exec(line);
  if (products) return `${products[1]}/${products[2]} products`;
  if (/seeded \d+ demo customers/.test(line)) return 'customers and content';
  return undefined;
}
