import type { TokenSet } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { firstSession } = await import('./firstSession');

const token = (accessToken: string): TokenSet => ({ accessToken, expiresAt: 1e13, scope: '' });

describe('firstSession', () => {
  it("hands one browser's concurrent first requests the one session the first began", async () => {
    const start = vi.fn(async () => token('a'));
    const sessions = await Promise.all([1, 2, 3].map(() => firstSession('visit-one-123', start, 1000)));
    expect(sessions.map((session) => session.accessToken)).toEqual(['a', 'a', 'a']);
    expect(start).toHaveBeenCalledTimes(1);
    // Another browser gets its own.
    expect((await firstSession('visit-two-456', async () => token('b'), 1000)).accessToken).toBe('b');
  });

  it('starts afresh once the reuse window has passed, and after a failed start', async () => {
    expect((await firstSession('visit-three-789', async () => token('c'), 0)).accessToken).toBe('c');
    expect((await firstSession('visit-three-789', async () => token('d'), 60_000)).accessToken).toBe('d');
    await expect(
      firstSession('visit-four-012', () => Promise.reject(new Error('commerce is down')), 0),
    ).rejects.toThrow('commerce is down');
    await Promise.resolve();
    expect((await firstSession('visit-four-012', async () => token('e'), 1)).accessToken).toBe('e');
  });
});
