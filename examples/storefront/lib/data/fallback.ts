import 'server-only';
import { noteFallback } from '../cache/fallbackRenders';

/**
 * Runs a read whose failure must not take the page down (spec C8): on an error it logs what could not be loaded and
 * answers `fallback` instead. An aborted request (the shopper moved on) is not an outage and is not logged.
 */
export async function withFallback<T>(
  what: string,
  load: () => Promise<T>,
  fallback: T,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (signal?.aborted) return fallback;
    console.error(`Could not load ${what}`, error);
    noteFallback();
    return fallback;
  }
}
