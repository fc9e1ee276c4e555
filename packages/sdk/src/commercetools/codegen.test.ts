import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { expect, it } from 'vitest';
import config, { leanDocuments } from '../../../../codegen';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

// Regenerating validates every operation against the real commercetools schema (generate throws on an unknown
// field or a wrong argument) and proves the committed output matches what codegen writes today (after the write
// hook that compacts the documents, which generate() without saving does not run).
it('committed GraphQL types are current and every operation is valid against the schema', async () => {
  const outputs = await generate({ ...config, cwd: root, silent: true, errorsOnly: true }, false);
  expect(outputs.length).toBeGreaterThan(0);
  for (const output of outputs) {
    const committed = readFileSync(join(root, output.filename), 'utf8');
    expect(committed, `${output.filename} is stale: run pnpm codegen`).toBe(leanDocuments(output.content));
  }
}, 60_000);
