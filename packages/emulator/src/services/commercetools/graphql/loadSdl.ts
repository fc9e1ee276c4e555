import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = 'commercetools.graphql';

/**
 * The real commercetools SDL. The build copies it next to the bundle (`dist/commercetools.graphql`); from source
 * (vitest) it is read from the SDK package's committed copy.
 */
export function loadCommercetoolsSdl(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, FILE)];
  // From src/services/commercetools/graphql or from dist, walk up to `packages/` and into the SDK's schema folder.
  for (let dir = here, depth = 0; depth < 7; depth++, dir = dirname(dir)) {
    candidates.push(join(dir, 'sdk', 'schema', FILE));
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`commercetools SDL not found; looked in ${candidates.join(', ')}`);
  return readFileSync(found, 'utf8');
}
