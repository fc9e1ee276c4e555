import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEvent, combineSinks, setAnalyticsSink, track } from './analytics';

afterEach(() => setAnalyticsSink(undefined));

describe('track', () => {
  it('sends events to the sink that was set, and to every sink combined', () => {
    const seen: AnalyticsEvent[][] = [[], []];
    setAnalyticsSink(
      combineSinks({ track: (event) => seen[0]?.push(event) }, { track: (event) => seen[1]?.push(event) }),
    );
    track({ name: 'search', term: 'grace', results: 12 });
    expect(seen).toEqual([
      [{ name: 'search', term: 'grace', results: 12 }],
      [{ name: 'search', term: 'grace', results: 12 }],
    ]);
  });

  it('never throws into the page when a sink fails', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setAnalyticsSink({
      track: () => {
        throw new Error('offline');
      },
    });
    expect(() => track({ name: 'newsletter_sign_up', source: 'footer' })).not.toThrow();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('is a no-op on the server by default', () => {
    expect(() => track({ name: 'product_select', slug: 'a', list: 'home' })).not.toThrow();
  });
});
