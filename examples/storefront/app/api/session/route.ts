import { currentSession } from '@/lib/data/session';
import { route } from '@/lib/http/route';

// Who is signed in, for the browser's session hook. Never cached: it is per shopper.
export const dynamic = 'force-dynamic';

export const GET = route({ what: 'Your session' }, () => currentSession());
