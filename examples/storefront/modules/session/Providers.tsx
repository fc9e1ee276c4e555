'use client';

import { SessionProvider } from '@bookshop/react';
import type { ReactNode } from 'react';
import { sessionApi } from '@/lib/auth/sessionApi';
import { CoverFallbacks } from '../products/CoverFallbacks';
import { Toaster } from '../ui/Toaster';
import { ShopperMark } from './ShopperMark';

/**
 * Client-side context for the whole site: the session and the toasts. The session is not seeded by the server: the
 * first hook loads it from `/api/session` after hydration, so every visitor gets the same HTML (the front cache).
 * What differs by visitor or can fail in the browser is marked on the page once here rather than in every card: who
 * is browsing (`ShopperMark`) and covers that failed to load (`CoverFallbacks`).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider api={sessionApi}>
      {children}
      <ShopperMark />
      <CoverFallbacks />
      <Toaster />
    </SessionProvider>
  );
}
