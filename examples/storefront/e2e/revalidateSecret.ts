import type { APIRequestContext } from '@playwright/test';

/** The revalidation webhook's secret the e2e server is started with (global-setup), and the tests send. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

/**
 * Tells the site that content changed, as a publish webhook would: the shared caches keep a category's content for
 * minutes, and another spec may have cached it before this one wrote to the emulator.
 */
export const revalidate = (request: APIRequestContext, tags: string[], secret = REVALIDATE_SECRET) =>
  request.post('/api/revalidate', { data: { tags }, headers: { authorization: `Bearer ${secret}` } });
