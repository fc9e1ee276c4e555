import 'server-only';
import { bookshop } from '../bookshop';
import { withFallback } from './fallback';

/** How many phrases the empty search offers. */
const PHRASE_COUNT = 6;

/**
 * The phrases shoppers search for most, for the empty search (spec C2's 'most popular search phrases'). A failure
 * is logged and there are no phrases, so the page still renders its message.
 */
export const popularSearchPhrases = (limit = PHRASE_COUNT): Promise<string[]> =>
  withFallback(
    'popular search phrases',
    async () => (await bookshop().search.trending({ limit })).map((trend) => trend.query),
    [],
  );
