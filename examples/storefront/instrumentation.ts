/**
 * Runs once as the server starts (Node.js only: the checks use `process.exit`, which the Edge runtime lacks): records
 * each request's connection address for the sign-in throttle, then checks the front's settings and the content
 * settings. It exits rather than throws: Next.js only logs an error thrown by `register()` and then answers 500 to
 * every page.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/startup/peerAddress');
  recordPeerAddresses();
  const { frontSettingsProblem } = await import('./lib/startup/frontSettingsProblem');
  const problem = frontSettingsProblem(process.env);
  if (problem) {
    console.error(`✗ The storefront cannot start: ${problem}`);
    process.exit(1);
  }
  const { requireContentSettings } = await import('./lib/startup/requireContentSettings');
  await requireContentSettings();
}
