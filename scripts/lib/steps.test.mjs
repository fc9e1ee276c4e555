import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProgress, createSteps, elapsed, installProgress, seedProgress } from './steps.mjs';

/** A terminal (or not) that keeps what was written to it. */
const screen = (isTTY) => {
  const out = { isTTY, text: '', write: (chunk) => (out.text += chunk) };
  return out;
};

describe('elapsed', () => {
  it('says seconds to a tenth under a minute, then minutes and seconds', () => {
    expect([elapsed(400), elapsed(12_345), elapsed(125_000)]).toEqual(['0.4 s', '12.3 s', '2:05']);
  });
});

describe('progress readers', () => {
  it('read pnpm install, the workspace build and the emulator seed', () => {
    expect(installProgress('Progress: resolved 841, reused 841, downloaded 0, added 676')).toBe('676/841 packages');
    expect(installProgress('Packages: +841')).toBeUndefined();
    expect(buildProgress('packages/react build$ tsup')).toBe('@bookshop/react');
    expect(buildProgress('> next build')).toBe('the storefront');
    expect(buildProgress('  Generating static pages using 1 worker (10/21) ')).toBe('the storefront: pages 10/21');
    expect(buildProgress('packages/sdk build: ESM Build start')).toBeUndefined();
    expect(seedProgress('[emulator] seeded 5000/20000 products')).toBe('5000/20000 products');
    expect(seedProgress('[emulator] seeded 4 demo customers')).toBe('customers and content');
  });
});

describe('createSteps', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'steps-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('prints one line per finished step off a terminal and keeps the command’s output in the log only', async () => {
    const out = screen(false);
    const steps = createSteps({ logFile: join(dir, 'logs/start.log'), out });
    const output = await steps.step(
      'Saying hello',
      process.execPath,
      ['-e', 'console.log("hello"); console.error("warn: x")'],
      {
        summary: (text) => (text.includes('hello') ? 'greeted' : undefined),
      },
    );
    steps.skipped('Build is up to date');
    expect(output).toContain('hello');
    expect(out.text).toMatch(/^ {2}✓ Saying hello \(greeted\) {2}\d+\.\d s\n {2}✓ Build is up to date\n$/);
    expect(out.text).not.toContain('warn: x');
    expect(readFileSync(join(dir, 'logs/start.log'), 'utf8')).toMatch(/── Saying hello: .*\nhello\nwarn: x\n/s);
  });

  it('shows a spinner with the step’s progress on a terminal, then clears it for the finished line', async () => {
    const out = screen(true);
    const steps = createSteps({ logFile: join(dir, 'start.log'), out });
    await steps.step('Counting', process.execPath, ['-e', 'console.log("n=1"); console.log("n=2")'], {
      progress: (line) => /n=(\d)/.exec(line)?.[0],
    });
    expect(out.text).toMatch(/⠋ Counting {2}0\.0 s/);
    const clearLine = '\r\u001b[2K';
    expect(out.text.slice(out.text.lastIndexOf(clearLine))).toMatch(/^\r.\[2K {2}✓ Counting {2}\d+\.\d s\n$/);
  });

  it('prints the failed step’s whole output and the log’s path, and ends with its exit code', async () => {
    const out = screen(false);
    let ended;
    const steps = createSteps({
      logFile: join(dir, 'start.log'),
      out,
      exit: (code) => {
        ended = code;
      },
    });
    await steps.step('Breaking', process.execPath, [
      '-e',
      'console.log("line one"); console.error("the reason"); process.exit(3)',
    ]);
    expect(ended).toBe(3);
    expect(out.text).toMatch(/✗ Breaking failed \(exit 3\)/);
    expect(out.text).toMatch(/line one\nthe reason\n\n {2}The full log: /);
  });
});
