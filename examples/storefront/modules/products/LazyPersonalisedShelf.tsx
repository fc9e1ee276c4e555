'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

const PersonalisedShelf = lazy(() =>
  import('./PersonalisedShelf').then((module) => ({ default: module.PersonalisedShelf })),
);

/**
 * {@link PersonalisedShelf} in a chunk of its own: the carousel it wraps is rendered on the server either way, and the
 * listings' first load has no room for a part that only a signed-in shopper's browser uses. Until the chunk arrives
 * (a client-side navigation), everyone's carousel stands in.
 */
export function LazyPersonalisedShelf(props: ComponentProps<typeof PersonalisedShelf>) {
  return (
    <Suspense fallback={props.children}>
      <PersonalisedShelf {...props} />
    </Suspense>
  );
}
