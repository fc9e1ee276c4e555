import type { SessionApi, SessionCustomer, SessionState } from '@bookshop/react';

// The route caller arrives with its own chunk on the first call: every page provides the session, and the listing
// pages' first-load budget has no room for it.
const caller = () => import('@/lib/http/callRoute');

/**
 * The browser's side of the session: the site's own routes, which keep the token in an httpOnly cookie. A refused
 * sign-in (400 the login rules, 401 the back end, 429 paused, with its minutes) resolves to its message; any other
 * failure rejects.
 */
export const sessionApi: SessionApi = {
  async load() {
    const { answerValue, callRoute } = await caller();
    return answerValue(await callRoute<SessionState>('/api/session'));
  },
  async signIn(input) {
    const { answerValue, callRoute } = await caller();
    const answer = await callRoute<{ customer: SessionCustomer }>('/api/auth/sign-in', {
      method: 'POST',
      body: input,
      refusalBody: true,
    });
    if (answer.ok || ![400, 401, 429].includes(answer.status)) return answerValue(answer);
    return { error: answer.error, pausedMinutes: answer.body?.pausedMinutes as number | undefined };
  },
  async signOut() {
    const { answerValue, callRoute } = await caller();
    answerValue(await callRoute<undefined>('/api/auth/sign-out', { method: 'POST' }));
  },
};
