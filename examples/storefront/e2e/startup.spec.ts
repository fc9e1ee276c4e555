import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { spawnStorefront } from './startStorefront';

/** Waits for the server to stop by itself; its whole output, and whether it ever answered a page. */
async function runUntilExit(child: ChildProcess, url: string) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let answered = false;
  const poll = (async () => {
    while (child.exitCode === null) {
      try {
        if ((await fetch(url)).ok) answered = true;
      } catch {
        // not listening, or gone
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const code = await Promise.race([
    exited,
    new Promise<'running'>((resolve) => setTimeout(resolve, 20_000, 'running')),
  ]);
  child.kill('SIGTERM');
  await poll;
  return { code, output, answered };
}

test.describe('start-up (spec: missing content-service settings throw at start-up)', () => {
  test('without the content service configured, the site stops at start-up and names the variables', async () => {
    const { child, url } = await spawnStorefront({}, { output: 'pipe' });
    const { code, output, answered } = await runUntilExit(child, url);
    expect(code).toBe(1);
    expect(answered).toBe(false);
    expect(output).toContain(
      'The storefront cannot start: The contentstack service is not configured (set BOOKSHOP_CONTENTSTACK_URL, BOOKSHOP_CONTENTSTACK_API_KEY, BOOKSHOP_CONTENTSTACK_DELIVERY_TOKEN, BOOKSHOP_CONTENTSTACK_ENVIRONMENT)',
    );
  });

  test('when the content service refuses the settings request, the site stops at start-up with its answer', async () => {
    const { child, url } = await spawnStorefront(
      { BOOKSHOP_EMULATOR_URL: process.env.EMULATOR_URL ?? '', BOOKSHOP_CONTENTSTACK_API_KEY: 'not-the-stack-key' },
      { output: 'pipe' },
    );
    const { code, output, answered } = await runUntilExit(child, url);
    expect(code).toBe(1);
    expect(answered).toBe(false);
    // The emulator answers as Contentstack does: 412, error_code 109.
    expect(output).toContain('The storefront cannot start: Api key is not valid.');
  });
});
