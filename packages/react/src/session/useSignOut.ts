import { useCallback, useState } from 'react';
import { useSessionApi } from './SessionProvider';

export interface SignOutOptions {
  /** After the session is gone, e.g. to show 'You have been logged out.'. */
  onSignedOut?: () => void;
  /** When signing out failed, e.g. to show 'Error while logout.Please try again later'. */
  onError?: (error: unknown) => void;
}

/**
 * Signs the customer out: `isSigningOut` is true while the request runs; the session is cleared on success.
 *
 * @example
 * ```tsx
 * const { signOut, isSigningOut } = useSignOut({ onSignedOut: () => toast('You have been logged out.') });
 * ```
 */
export function useSignOut({ onSignedOut, onError }: SignOutOptions = {}) {
  const { api, reload } = useSessionApi();
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await api.signOut();
      await reload({ customer: null });
      onSignedOut?.();
    } catch (error) {
      onError?.(error);
    } finally {
      setSigningOut(false);
    }
  }, [api, reload, onSignedOut, onError]);
  return { signOut, isSigningOut };
}
