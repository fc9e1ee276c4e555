/** Runs once as the server starts (Node.js only: the check uses `process.exit`, which the Edge runtime lacks). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { requireContentSettings } = await import('./lib/startup/requireContentSettings');
  await requireContentSettings();
}
