// The site's analytics: `track` from anywhere on the client; the two components wire the events into pages.
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
export { TrackProductSelect } from './TrackProductSelect';
export { TrackSearch } from './TrackSearch';
