import { newPageLoadId } from './newPageLoadId';

/**
 * Reports the listing this page shows (its search as `searchStateToUrl` writes it) with a new page-load id; the route
 * adds this browser's tracking cookies. What comes back changes nothing on the page, so it is ignored.
 */
export async function reportListing(url: string): Promise<void> {
  const { callRoute } = await import('@/lib/http/callRoute');
  await callRoute<undefined>('/api/search/track', { method: 'POST', body: { url, pageLoadId: newPageLoadId() } });
}
