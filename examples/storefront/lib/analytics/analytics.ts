/**
 * The site's analytics events (spec C7: product select, search and newsletter sign-up) behind one small pluggable
 * interface. Components call {@link track}; where the events go is a {@link AnalyticsSink} set once with
 * {@link setAnalyticsSink} (a tag manager, a vendor SDK). Until one is set, events go to the console in
 * development and, always, to a `bookshop:analytics` window event, which tag managers and the e2e tests listen to.
 */

/** A shopper opened a product from a list (card, carousel); `list` names the list, `position` is 1-based. */
export interface ProductSelectEvent {
  name: 'product_select';
  sku?: string;
  slug: string;
  list: string;
  position?: number;
}

/** A search was run (the results for `term` were shown); `results` is the total when known. */
export interface SearchEvent {
  name: 'search';
  term: string;
  results?: number;
}

/** A visitor signed up to the newsletter; `source` is where (footer form, pop-up). */
export interface NewsletterSignUpEvent {
  name: 'newsletter_sign_up';
  source: 'footer' | 'popup' | (string & {});
}

export type AnalyticsEvent = ProductSelectEvent | SearchEvent | NewsletterSignUpEvent;

/** Where events go. `track` must not throw into the page; {@link track} guards it anyway. */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}

/** The window event every tracked event is also dispatched as (`event.detail` is the {@link AnalyticsEvent}). */
export const ANALYTICS_WINDOW_EVENT = 'bookshop:analytics';

/** Logs events to the console (the development default). */
export const consoleSink: AnalyticsSink = {
  track: (event) => console.info('[analytics]', event.name, event),
};

/** Dispatches events as `bookshop:analytics` window events (browser only; a no-op on the server). */
export const windowEventSink: AnalyticsSink = {
  track: (event) => {
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ANALYTICS_WINDOW_EVENT, { detail: event }));
  },
};

/** Several sinks as one. */
export function combineSinks(...sinks: AnalyticsSink[]): AnalyticsSink {
  return {
    track: (event) => {
      for (const sink of sinks) sink.track(event);
    },
  };
}

const defaultSink = (): AnalyticsSink =>
  process.env.NODE_ENV === 'development' ? combineSinks(consoleSink, windowEventSink) : windowEventSink;

let sink: AnalyticsSink = defaultSink();

/**
 * Replaces where events go (call once, in a client component near the root); `undefined` restores the default.
 *
 * @example
 * ```ts
 * setAnalyticsSink(combineSinks(windowEventSink, { track: (event) => window.dataLayer?.push(event) }));
 * ```
 */
export function setAnalyticsSink(next: AnalyticsSink | undefined): void {
  sink = next ?? defaultSink();
}

/**
 * Records an event. Analytics never breaks the page: a sink that throws is logged and ignored.
 *
 * @example
 * ```ts
 * track({ name: 'newsletter_sign_up', source: 'footer' });
 * ```
 */
export function track(event: AnalyticsEvent): void {
  try {
    sink.track(event);
  } catch (error) {
    console.error('Analytics sink failed', error);
  }
}
