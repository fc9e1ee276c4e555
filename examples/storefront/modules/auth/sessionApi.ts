import type { SessionApi, SessionState, SignInResult } from '@bookshop/react';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The browser's side of the session: the site's own routes, which keep the token in an httpOnly cookie. */
export const sessionApi: SessionApi = {
  async load() {
    const response = await fetch('/api/session', { cache: 'no-store' });
    if (!response.ok) throw new Error(`Session request failed (${response.status})`);
    return json<SessionState>(response);
  },
  async signIn(input) {
    const response = await fetch('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    if ([400, 401, 429].includes(response.status)) return json<SignInResult>(response);
    if (!response.ok) throw new Error(`Sign-in request failed (${response.status})`);
    return json<SignInResult>(response);
  },
  async signOut() {
    const response = await fetch('/api/auth/sign-out', { method: 'POST' });
    if (!response.ok) throw new Error(`Sign-out request failed (${response.status})`);
  },
};
