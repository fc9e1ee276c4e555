/**
 * The variables of what every instance of one release must share. They are Next's own names: Next reads both itself as
 * well (the key at build and at start), so a second name for either could only disagree with it.
 */
export const DEPLOYMENT_ID_VARIABLE = 'NEXT_DEPLOYMENT_ID';
export const SERVER_ACTIONS_KEY_VARIABLE = 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY';

/** What Next 16 accepts as a `deploymentId` (its build refuses anything else). */
const DEPLOYMENT_ID = /^[A-Za-z0-9_-]+$/;
/** Standard base64, as Next decodes the key (`atob`). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The lengths of an AES key, in bytes. */
const AES_KEY_BYTES = new Set([16, 24, 32]);

export interface DeploymentSettings {
  /** Next's `deploymentId`: unset, Next makes a build id of its own, different for every build. */
  deploymentId: string | undefined;
}

/** Why these settings cannot serve, or `undefined` when they can (unset is fine: one build copied everywhere). */
export function deploymentSettingsProblem(env: Record<string, string | undefined>): string | undefined {
  const id = env[DEPLOYMENT_ID_VARIABLE];
  if (id && !DEPLOYMENT_ID.test(id)) {
    return `${DEPLOYMENT_ID_VARIABLE} may hold only letters, digits, '-' and '_' (Next puts it in every asset URL).`;
  }
  const key = env[SERVER_ACTIONS_KEY_VARIABLE];
  if (key && !(BASE64.test(key) && AES_KEY_BYTES.has(Buffer.from(key, 'base64').length))) {
    return `${SERVER_ACTIONS_KEY_VARIABLE} must be a base64 AES key of 16, 24 or 32 bytes (\`openssl rand -base64 32\`).`;
  }
  return undefined;
}

/**
 * The settings every instance of one release shares, read once from the environment by next.config.ts, at build and
 * at start; an empty variable counts as unset. The Server Actions key is only checked here: Next takes it from the
 * environment itself (there is no config option for it). Throws the problem when either is malformed, so a build or a
 * start stops there rather than at the first Server Action another instance cannot read.
 *
 * @example
 * ```ts
 * const { deploymentId } = deploymentSettings(process.env);
 * ```
 */
export function deploymentSettings(env: Record<string, string | undefined>): DeploymentSettings {
  const problem = deploymentSettingsProblem(env);
  if (problem) throw new Error(`The storefront cannot build or start: ${problem}`);
  return { deploymentId: env[DEPLOYMENT_ID_VARIABLE] || undefined };
}
