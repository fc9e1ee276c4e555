import type { MegaMenuItem } from '@bookshop/react';

/**
 * The menu's entries with their panels, for the desktop menu and the drawer alike. The caller's code (`menuApi` and
 * the site's route caller) is fetched with the first use, as the basket's is, so no page's first load carries it.
 */
export const loadMenuEntries = (): Promise<MegaMenuItem[]> =>
  import('@/lib/navigation/menuApi').then((api) => api.menuEntries());
