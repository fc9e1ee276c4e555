'use client';

import dynamic from 'next/dynamic';

/**
 * {@link PersonalisedShelf} in a chunk of its own: the carousel it wraps is rendered on the server either way, and the
 * listings' first load has no room for a part that only a signed-in shopper's browser uses.
 */
export const LazyPersonalisedShelf = dynamic(() =>
  import('./PersonalisedShelf').then((module) => module.PersonalisedShelf),
);
