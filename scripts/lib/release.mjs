// One release's identity for every instance started together (`npm run start:cluster`): Next's deployment id and
// Server Actions key, the same at build and at start (docs/deploy.md, "More than one instance").
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The identity for a build of sources hashing to `sourceHash`: the deployment id names those sources, so a change
 * is a new release; the key is made once and kept in `keyFile` (readable by this user only), so a restart of the same
 * release keeps accepting the Server Actions its pages hold.
 */
export function releaseIdentity({ sourceHash, keyFile }) {
  if (!existsSync(keyFile)) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  return {
    NEXT_DEPLOYMENT_ID: `release-${sourceHash.slice(0, 16)}`,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: readFileSync(keyFile, 'utf8').trim(),
  };
}
