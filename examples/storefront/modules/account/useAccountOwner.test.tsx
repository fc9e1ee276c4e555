// @vitest-environment jsdom
import { type SessionApi, SessionProvider, type SessionState } from '@bookshop/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useAccountOwner } from './useAccountOwner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Records each owner the hook answers, for a page rendered for ruth@example.com. */
function Probe({ seen }: { seen: (string | undefined)[] }) {
  seen.push(useAccountOwner('ruth@example.com'));
  return null;
}

describe('useAccountOwner', () => {
  it("keeps the customer the page was rendered for until the session arrives, then follows the session's", async () => {
    let answer: (session: SessionState) => void = () => {};
    const api = {
      load: () => new Promise<SessionState>((resolve) => (answer = resolve)),
      signIn: async () => ({ error: 'unused' }),
      signOut: async () => {},
    } as SessionApi;
    const seen: (string | undefined)[] = [];
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <SessionProvider api={api}>
          <Probe seen={seen} />
        </SessionProvider>,
      );
    });
    expect(seen.at(-1)).toBe('ruth@example.com');
    await act(async () => answer({ customer: { firstName: 'Ruth', lastName: 'T', email: 'ruth.new@example.com' } }));
    expect(seen.at(-1)).toBe('ruth.new@example.com');
    await act(async () => root.unmount());
  });
});
