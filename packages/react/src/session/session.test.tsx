import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider api={full} initial={initial}>
      {children}
    </SessionProvider>
  );
  return { api: full, wrapper };
}

describe('session hooks', () => {
  it('loads the session when the server did not render one', async () => {
    const { wrapper } = setup({ load: async () => ({ customer: grace }) });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Grace'));
  });

  it('loads once for every hook that mounts together', async () => {
    const { api, wrapper } = setup({ load: vi.fn(async () => ({ customer: grace })) });
    const { result } = renderHook(() => [useSession(), useSession(), useSession()], { wrapper });
    expect(result.current[0]).toEqual({ customer: null, isLoading: true });
    await waitFor(() => expect(result.current.map((session) => session.customer)).toEqual([grace, grace, grace]));
    expect(api.load).toHaveBeenCalledTimes(1);
    expect(result.current[0]?.isLoading).toBe(false);
  });

  it('stops loading when the load fails', async () => {
    const { wrapper } = setup({ load: async () => Promise.reject(new Error('down')) });
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ customer: null, isLoading: false }));
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
