import { NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, NEWSLETTER_SUBSCRIBED_MESSAGE } from '@bookshop/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, setAnalyticsSink } from './analytics';
import { trackNewsletterSignUp } from './trackNewsletterSignUp';

afterEach(() => setAnalyticsSink(undefined));

describe('trackNewsletterSignUp', () => {
  it('tracks a new subscription only, with where it was made', () => {
    const seen: AnalyticsEvent[] = [];
    setAnalyticsSink({ track: (event) => seen.push(event) });
    trackNewsletterSignUp({ status: 'success', message: NEWSLETTER_SUBSCRIBED_MESSAGE }, 'popup');
    trackNewsletterSignUp({ status: 'success', message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE }, 'footer');
    trackNewsletterSignUp({ status: 'error', message: 'Invalid email address' }, 'footer');
    expect(seen).toEqual([{ name: 'newsletter_sign_up', source: 'popup' }]);
  });
});
