'use client';

import { useEffect } from 'react';
import { MISSING_IMAGE } from './missingImage';

const COVER = 'img[data-cover]';

function showMissing(image: HTMLImageElement) {
  // The placeholder failing too must not loop.
  if (image.getAttribute('src') === MISSING_IMAGE) return;
  image.src = MISSING_IMAGE;
  image.dataset.state = 'missing';
}

/**
 * Swaps every cover on the page that fails to load for the missing-image placeholder (spec C8), with one listener
 * for the whole page instead of a hydrated component per cover. An image's error does not bubble, so it is caught on
 * its way down; a cover that failed before this ran is found by its state.
 */
export function CoverFallbacks() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.matches(COVER)) showMissing(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const image of document.querySelectorAll<HTMLImageElement>(COVER)) {
      if (image.complete && image.currentSrc && image.naturalWidth === 0) showMissing(image);
    }
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
