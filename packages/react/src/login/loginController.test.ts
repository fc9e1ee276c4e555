import { describe, expect, it, vi } from 'vitest';
import { createLoginController } from './loginController';

const customer = { firstName: 'Grace', lastName: 'Whitfield', email: 'grace@example.com' };
const values = { username: 'grace@example.com', password: 'pw' };

describe('createLoginController', () => {
  it('goes idle → loading → success, waits the delay, then reports the customer', async () => {
    let release: () => void = () => {};
    const wait = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const onLoggedIn = vi.fn();
    const login = createLoginController({ signIn: async () => ({ customer }), onLoggedIn, wait });
    const seen: string[] = [];
    login.subscribe(() => seen.push(login.getState().status));
    const done = login.submit(values);
    await vi.waitFor(() => expect(wait).toHaveBeenCalledWith(2000));
    expect(login.getState().status).toBe('success');
    expect(onLoggedIn).not.toHaveBeenCalled();
    release();
    await done;
    expect(onLoggedIn).toHaveBeenCalledWith(customer);
    expect(seen).toEqual(['loading', 'success', 'idle']);
  });

  it('shows the refused-login message', async () => {
    const login = createLoginController({ signIn: async () => ({ error: 'Incorrect email or password' }) });
    await login.submit(values);
    expect(login.getState()).toEqual({ status: 'error', error: 'Incorrect email or password' });
  });

  it('keeps the minutes left when sign-in is paused for the account', async () => {
    const login = createLoginController({
      signIn: async () => ({ error: 'Incorrect email or password', pausedMinutes: 15 }),
    });
    await login.submit(values);
    expect(login.getState()).toEqual({ status: 'error', error: 'Incorrect email or password', pausedMinutes: 15 });
  });

  it('only logs a failed request and clears the state', async () => {
    const logger = { error: vi.fn() };
    const failure = new TypeError('Failed to fetch');
    const login = createLoginController({
      signIn: async () => {
        throw failure;
      },
      logger,
    });
    await login.submit(values);
    expect(login.getState()).toEqual({ status: 'idle' });
    expect(logger.error).toHaveBeenCalledWith('Login failed', failure);
  });

  it('ignores a second submit while one is in flight', async () => {
    const signIn = vi.fn(() => new Promise<never>(() => {}));
    const login = createLoginController({ signIn });
    void login.submit(values);
    await login.submit(values);
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
