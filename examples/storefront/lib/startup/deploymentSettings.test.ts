import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deploymentSettings, deploymentSettingsProblem } from './deploymentSettings';

const key = (bytes: number) => randomBytes(bytes).toString('base64');

describe('deploymentSettings', () => {
  it('leaves both unset when the variables are missing or empty (one build copied to every instance)', () => {
    expect(deploymentSettings({})).toEqual({ deploymentId: undefined });
    expect(deploymentSettings({ NEXT_DEPLOYMENT_ID: '', NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '' })).toEqual({
      deploymentId: undefined,
    });
  });

  it("reads Next's own deployment id as it is, beside a well-formed key", () => {
    expect(
      deploymentSettings({
        NEXT_DEPLOYMENT_ID: 'release-2026_12_09-a1b2c3',
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key(32),
      }),
    ).toEqual({ deploymentId: 'release-2026_12_09-a1b2c3' });
  });

  it('takes AES keys of 16, 24 and 32 bytes, and refuses other lengths and what is not base64', () => {
    for (const bytes of [16, 24, 32]) {
      expect(deploymentSettingsProblem({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key(bytes) })).toBeUndefined();
    }
    for (const bad of [
      key(31),
      key(33),
      key(8),
      'not base64 at all',
      `${key(32)}\n`,
      key(32).slice(0, -1),
      'a'.repeat(44),
    ]) {
      expect(deploymentSettingsProblem({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: bad })).toMatch(
        /^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be a base64 AES key of 16, 24 or 32 bytes/,
      );
    }
  });

  it('refuses a deployment id Next would refuse, and says why at build or start', () => {
    for (const bad of ['release 1', 'release/1', 'v1.2.3', 'ünicode']) {
      expect(deploymentSettingsProblem({ NEXT_DEPLOYMENT_ID: bad })).toMatch(
        /^NEXT_DEPLOYMENT_ID may hold only letters, digits, '-' and '_'/,
      );
    }
    expect(() => deploymentSettings({ NEXT_DEPLOYMENT_ID: 'v1.2.3' })).toThrow(
      /^The storefront cannot build or start: NEXT_DEPLOYMENT_ID/,
    );
    expect(() => deploymentSettings({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key(20) })).toThrow(
      /^The storefront cannot build or start: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/,
    );
  });
});
