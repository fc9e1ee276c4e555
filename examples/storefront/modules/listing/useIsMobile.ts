'use client';

import { SCROLL_LOCK_MAX_WIDTH_PX } from '@bookshop/sdk/rules';
import { useSyncExternalStore } from 'react';

const QUERY = `(max-width: ${SCROLL_LOCK_MAX_WIDTH_PX}px)`;

/** Whether the screen is a phone's (780 px or narrower); the server renders the desktop variant. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
