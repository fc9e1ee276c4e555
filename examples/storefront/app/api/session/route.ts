import { currentSession } from '@/lib/data/session';
import { route } from '@/lib/http/route';
import { ensureShopperIds } from '@/lib/search/searchTracking';

// Who is signed in, for the browser's session hook. Never cached: it is per shopper. Every page asks for it after
// hydration, so it is also where a first visit gets its search tracking cookies (a page's response sets none).
export const dynamic = 'force-dynamic';

export const GET = route({ what: 'Your session' }, async () => {
  await ensureShopperIds();
  return currentSession();
});
