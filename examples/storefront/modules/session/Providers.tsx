'use client';

import { SessionProvider } from '@bookshop/react';
import type { ReactNode } from 'react';
import { sessionApi } from '@/lib/auth/sessionApi';
import { Toaster } from '../ui/Toaster';

/**
 * Client-side context for the whole site: the session and the toasts. The session is not seeded by the server: the
 * first hook loads it from `/api/session` after hydration, so every visitor gets the same HTML (the front cache).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider api={sessionApi}>
      {children}
      <Toaster />
    </SessionProvider>
  );
}
