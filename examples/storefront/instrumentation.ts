/**
 * Runs once as the server starts (Node.js only: the check uses `process.exit`, which the Edge runtime lacks): records
 * each request's connection address for the sign-in throttle, then checks the content settings.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/startup/peerAddress');
  recordPeerAddresses();
  const { requireContentSettings } = await import('./lib/startup/requireContentSettings');
  await requireContentSettings();
}
