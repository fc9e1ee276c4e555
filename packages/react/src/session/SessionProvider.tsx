import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SessionApi, SessionState } from './sessionApi';

const SESSION_KEY = 'bookshop:session';

interface SessionContextValue {
  api: SessionApi;
  initial?: SessionState;
  /** Replaces the cached session (optimistically, when given) and loads it again. */
  reload(next?: SessionState): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  api: SessionApi;
  /** The session as the server rendered it, so the first paint already knows who is signed in. */
  initial?: SessionState;
  children: ReactNode;
}

/**
 * Gives the session hooks their API. Place it once, high in the tree.
 *
 * @example
 * ```tsx
 * <SessionProvider api={sessionApi} initial={{ customer }}>{children}</SessionProvider>
 * ```
 */
export function SessionProvider({ api, initial, children }: SessionProviderProps) {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    async (next?: SessionState) => {
      await mutate(SESSION_KEY, next ?? (() => api.load()), { revalidate: next !== undefined });
    },
    [api, mutate],
  );
  const value = useMemo(() => ({ api, initial, reload }), [api, initial, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The provider's value; a precise error when a hook is used outside it. */
export function useSessionApi(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks must be used inside <SessionProvider>.');
  return value;
}

/**
 * The shopper's session: the signed-in customer, or `null`.
 *
 * @example
 * ```tsx
 * const { customer, isLoading } = useSession();
 * return customer ? <p>Welcome back, {customer.firstName}</p> : <JoinLogin />;
 * ```
 */
export function useSession(): SessionState & { isLoading: boolean } {
  const { api, initial } = useSessionApi();
  const { data, isLoading } = useSWR(SESSION_KEY, () => api.load(), {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
  });
  return { customer: data?.customer ?? null, isLoading: isLoading && !data };
}
