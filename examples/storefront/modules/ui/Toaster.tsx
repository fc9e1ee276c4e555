'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastWanted } from './toast';

// react-hot-toast's own toaster, loaded with the first message (see `toast`).
const HotToaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

/** The site's one place for toasts (top centre). Each toast is its own polite live region, so it is announced. */
export function Toaster() {
  const wanted = useSyncExternalStore(toastWanted.subscribe, toastWanted.getSnapshot, toastWanted.getServerSnapshot);
  return wanted ? (
    <Suspense fallback={null}>
      <HotToaster position="top-center" />
    </Suspense>
  ) : null;
}
