import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore, type TokenSet } from '../auth/tokenStore';
import type { OAuth } from './oauth';
import { createSession } from './session';

const token = (accessToken: string): TokenSet => ({ accessToken, expiresAt: 10_000_000, scope: '' });

/** An OAuth whose anonymous flow answers when the test says so. */
function slowOAuth() {
  let answer: (value: TokenSet) => void = () => {};
  const anonymous = vi.fn(
    (_options?: { signal?: AbortSignal }) =>
      new Promise<TokenSet>((resolve) => {
        answer = resolve;
      }),
  );
  const oauth = { anonymous, password: vi.fn(), refresh: vi.fn() } as unknown as OAuth;
  return { oauth, anonymous, answer: (value: TokenSet) => answer(value) };
}

describe('createSession', () => {
  it('gives concurrent callers one renewal; one caller aborting stops only its own wait', async () => {
    const { oauth, anonymous, answer } = slowOAuth();
    const session = createSession(oauth, memoryTokenStore(), () => 0);
    const controller = new AbortController();
    const impatient = session.token({ signal: controller.signal });
    const patient = Promise.all([session.token(), session.token()]);
    await vi.waitFor(() => expect(anonymous).toHaveBeenCalledTimes(1));
    controller.abort(new Error('left the page'));
    await expect(impatient).rejects.toThrow('left the page');
    answer(token('shared'));
    expect((await patient).map((set) => set.accessToken)).toEqual(['shared', 'shared']);
    // The renewal ran without the impatient caller's signal.
    expect(anonymous.mock.calls[0]?.[0]).toBeUndefined();
    expect(anonymous).toHaveBeenCalledTimes(1);
  });

  it('rejects at once for a caller whose signal has already aborted', async () => {
    const { oauth } = slowOAuth();
    const session = createSession(oauth, memoryTokenStore(), () => 0);
    await expect(session.token({ signal: AbortSignal.abort(new Error('gone')) })).rejects.toThrow('gone');
  });
});
