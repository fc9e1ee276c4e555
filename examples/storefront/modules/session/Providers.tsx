'use client';

import { SessionProvider, type SessionState } from '@bookshop/react';
import type { ReactNode } from 'react';
import { sessionApi } from '@/lib/auth/sessionApi';
import { Toaster } from '../ui/Toaster';

/** Client-side context for the whole site: the session (seeded by the server) and the toasts. */
export function Providers({ session, children }: { session: SessionState; children: ReactNode }) {
  return (
    <SessionProvider api={sessionApi} initial={session}>
      {children}
      <Toaster />
    </SessionProvider>
  );
}
