'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastWanted } from './toast';

// react-hot-toast's own toaster, loaded with the first message (see `toast`).
const HotToaster = dynamic(() => import('react-hot-toast').then((module) => module.Toaster), { ssr: false });

/** The site's one place for toasts (top centre). Each toast is its own polite live region, so it is announced. */
export function Toaster() {
  const wanted = useSyncExternalStore(toastWanted.subscribe, toastWanted.getSnapshot, toastWanted.getServerSnapshot);
  return wanted ? <HotToaster position="top-center" /> : null;
}
