import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  // The commercetools GraphQL API executes against the real SDL, shipped next to the bundle.
  onSuccess: async () => {
    copyFileSync('../sdk/schema/commercetools.graphql', 'dist/commercetools.graphql');
  },
});
