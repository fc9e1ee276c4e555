import type { SessionApi, SessionCustomer, SessionState } from '@bookshop/react';
import { answerValue, callRoute } from '@/lib/http/callRoute';

/**
 * The browser's side of the session: the site's own routes, which keep the token in an httpOnly cookie. A refused
 * sign-in (400 the login rules, 401 the back end, 429 paused, with its minutes) resolves to its message; any other
 * failure rejects.
 */
export const sessionApi: SessionApi = {
  load: () => callRoute<SessionState>('/api/session').then(answerValue),
  async signIn(input) {
    const answer = await callRoute<{ customer: SessionCustomer }>('/api/auth/sign-in', {
      method: 'POST',
      body: input,
      refusalBody: true,
    });
    if (answer.ok || ![400, 401, 429].includes(answer.status)) return answerValue(answer);
    // A paused sign-in's refusal says for how long.
    return { error: answer.error, pausedMinutes: answer.body?.pausedMinutes as number | undefined };
  },
  signOut: () => callRoute<undefined>('/api/auth/sign-out', { method: 'POST' }).then(answerValue),
};
