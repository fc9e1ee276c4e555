/**
 * Runs once as the server starts (Node.js only: the checks use `process.exit`, which the Edge runtime lacks): with
 * `REDIS_URL` registers the shared cache handler (before anything is read through `'use cache'`), records each
 * request's connection address for the sign-in throttle, then checks the front's settings and the content settings.
 * The checks exit rather than throw: Next.js only logs an error thrown by `register()` and then answers 500 to every
 * page.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { registerSharedCacheHandler } = await import('./lib/cache/registerSharedCacheHandler');
  registerSharedCacheHandler();
  const { recordPeerAddresses } = await import('./lib/startup/peerAddress');
  recordPeerAddresses();
  const { requireFrontSettings } = await import('./lib/startup/requireFrontSettings');
  requireFrontSettings();
  const { requireContentSettings } = await import('./lib/startup/requireContentSettings');
  await requireContentSettings();
}
