import { NEWSLETTER_FALLBACK_ERROR } from '@bookshop/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postContactLookup, postSubscribe } from './newsletterApi';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('newsletterApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the sign-up's outcome, the service's refusal as its text, and anything else as the fallback", async () => {
    answer({ result: 'already-subscribed' });
    await expect(postSubscribe({ email: 'ruth@example.com' })).resolves.toBe('already-subscribed');
    answer({ error: 'Invalid email address' }, 400);
    await expect(postSubscribe({ email: 'ruth@example.com' })).resolves.toBe('Invalid email address');
    answer({ error: 'The newsletter sign-up is unavailable, please try again later' }, 502);
    await expect(postSubscribe({ email: 'ruth@example.com' })).resolves.toBe(NEWSLETTER_FALLBACK_ERROR);
    answer({ error: 'Cross-origin requests are not accepted' }, 403);
    await expect(postSubscribe({ email: 'ruth@example.com' })).resolves.toBe(NEWSLETTER_FALLBACK_ERROR);
  });

  it('answers whether the customer is subscribed, and rejects when the lookup is refused', async () => {
    answer({ subscribed: true });
    await expect(postContactLookup('grace@example.com')).resolves.toBe(true);
    answer({ error: 'Sign in to check your subscription' }, 403);
    await expect(postContactLookup('grace@example.com')).rejects.toMatchObject({ status: 403 });
  });
});
