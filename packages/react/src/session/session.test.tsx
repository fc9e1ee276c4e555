import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useLogin } from '../login/useLogin';
import { SessionProvider, useSession } from './SessionProvider';
import type { SessionApi } from './sessionApi';
import { useSignOut } from './useSignOut';

const grace = { firstName: 'Grace', lastName: 'Whitfield', email: 'grace@example.com' };

function setup(api: Partial<SessionApi>, initial?: { customer: typeof grace | null }) {
  const full: SessionApi = {
    load: vi.fn(async () => ({ customer: null })),
    signIn: vi.fn(async () => ({ customer: grace })),
    signOut: vi.fn(async () => {}),
    ...api,
  };
  // A fresh SWR cache per test, so sessions do not leak between tests.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider api={full} initial={initial}>
        {children}
      </SessionProvider>
    </SWRConfig>
  );
  return { api: full, wrapper };
}

describe('session hooks', () => {
  it('loads the session when the server did not render one', async () => {
    const { wrapper } = setup({ load: async () => ({ customer: grace }) });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Grace'));
  });

  it('uses the server-rendered session without loading', () => {
    const { api, wrapper } = setup({}, { customer: grace });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toEqual({ customer: grace, isLoading: false });
    expect(api.load).not.toHaveBeenCalled();
  });

  it('signs in, waits the delay, then shows the customer everywhere', async () => {
    const onLoggedIn = vi.fn();
    const { wrapper } = setup({ load: async () => ({ customer: grace }) }, { customer: null });
    const { result } = renderHook(() => ({ login: useLogin({ onLoggedIn, delayMs: 0 }), session: useSession() }), {
      wrapper,
    });
    await act(() => result.current.login.submit({ username: 'grace@example.com', password: 'pw' }));
    expect(onLoggedIn).toHaveBeenCalledWith(grace);
    await waitFor(() => expect(result.current.session.customer).toEqual(grace));
  });

  it('signs out and reports success or failure', async () => {
    const onSignedOut = vi.fn();
    const { wrapper } = setup({}, { customer: grace });
    const { result } = renderHook(() => ({ out: useSignOut({ onSignedOut }), session: useSession() }), { wrapper });
    await act(() => result.current.out.signOut());
    expect(onSignedOut).toHaveBeenCalled();
    expect(result.current.session.customer).toBeNull();
    expect(result.current.out.isSigningOut).toBe(false);

    const onError = vi.fn();
    const failing = setup({ signOut: async () => Promise.reject(new Error('down')) }, { customer: grace });
    const second = renderHook(() => ({ out: useSignOut({ onError }), session: useSession() }), {
      wrapper: failing.wrapper,
    });
    await act(() => second.result.current.out.signOut());
    expect(onError).toHaveBeenCalled();
    expect(second.result.current.session.customer).toEqual(grace);
  });

  it('explains a hook used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow('Session hooks must be used inside <SessionProvider>.');
  });
});
