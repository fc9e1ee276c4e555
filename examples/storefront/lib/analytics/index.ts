// The site's analytics: `track` from anywhere on the client; the components and `trackProductSelect` wire the events into pages.
export {
  ANALYTICS_WINDOW_EVENT,
  type AnalyticsEvent,
  type AnalyticsSink,
  combineSinks,
  consoleSink,
  type NewsletterSignUpEvent,
  type ProductSelectEvent,
  type SearchEvent,
  setAnalyticsSink,
  track,
  windowEventSink,
} from './analytics';
export { TrackSearch } from './TrackSearch';
export { trackProductSelect } from './trackProductSelect';
