import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as rules from './rules/index';

// The public names are the API other apps import: a change here is a deliberate, versioned change.
describe('public surface', () => {
  it('exports these names from @bookshop/sdk', () => {
    expect(Object.keys(root).sort()).toMatchSnapshot();
  });

  it('exports these names from @bookshop/sdk/rules, all of them also from the root', () => {
    const names = Object.keys(rules).sort();
    expect(names).toMatchSnapshot();
    for (const name of names) expect(root).toHaveProperty(name);
  });

  it('bundles the rules entry without any transport or client code', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./rules/index.ts', import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      logLevel: 'silent',
    });
    const sources = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(source).toMatch(/src\/(rules|validation)\/|src\/errors\.ts$/);
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bfetch\(/);
  });
});
