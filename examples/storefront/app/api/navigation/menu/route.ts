import { menuEntries } from '@/lib/data/chrome';
import { route } from '@/lib/http/route';

/**
 * The mega-menu's entries with their panels (`GET` answers `MegaMenuItem[]`), fetched by the desktop menu and the
 * drawer when first used. The same for every visitor and changed only by editors, so the browser keeps it a while.
 */
export const GET = route({ what: 'The menu', cache: 'public, max-age=300, stale-while-revalidate=3600' }, async () =>
  menuEntries(),
);
