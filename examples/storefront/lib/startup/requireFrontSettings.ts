import { frontSettingsProblem } from './frontSettingsProblem';

/** Stops the process, as `requireContentSettings` does, when the front's settings are incomplete. */
export function requireFrontSettings(): void {
  const problem = frontSettingsProblem(process.env);
  if (!problem) return;
  console.error(`✗ The storefront cannot start: ${problem}`);
  process.exit(1);
}
