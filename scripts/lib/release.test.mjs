import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deploymentSettingsProblem } from '../../examples/storefront/lib/startup/deploymentSettings';
import { releaseIdentity } from './release.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('releaseIdentity', () => {
  it('keeps one key across starts, names the release after its sources, and passes the site’s own check', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    dirs.push(dir);
    const keyFile = join(dir, 'keys', 'server-actions.key');
    const first = releaseIdentity({ sourceHash: 'ab'.repeat(32), keyFile });
    const again = releaseIdentity({ sourceHash: 'cd'.repeat(32), keyFile });
    expect(again.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(first.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY);
    expect([first.NEXT_DEPLOYMENT_ID, again.NEXT_DEPLOYMENT_ID]).toEqual([
      'release-abababababababab',
      'release-cdcdcdcdcdcdcdcd',
    ]);
    expect(deploymentSettingsProblem(first)).toBeUndefined();
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });
});
