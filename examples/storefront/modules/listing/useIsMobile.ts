'use client';

import { useSyncExternalStore } from 'react';

// The site's phone breakpoint (spec C9: 780 px, where side panels lock scrolling), as in the listing's CSS.
const MOBILE_MAX_WIDTH_PX = 780;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

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
